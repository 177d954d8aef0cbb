import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AccountDeletionResult, CreateReservationResponse, Payment } from '@venue/api';
import { payments, reservations, walletEntries } from '../../db/schema/index.js';
import { bearer, e164, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildPaymentTestApp, tokenFromRedirect, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

describe('account deletion and payments under way', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
  });

  it('voids the pending payment, cancels what it was for, and sends money that still arrives back through the gateway', async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    const { token, user } = await signIn(t, phone(1));
    const booked = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, '2030-06-03T14:00:00Z', 60, { payment: 'online' }),
      bearer(token),
    );
    const reservationId = booked.body.reservations[0]?.id ?? 0;
    const started = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_id: reservationId, method_id: 106 },
      bearer(token),
    );
    assert.equal(started.status, 201, JSON.stringify(started.body));

    await call(t.app, 'POST', '/api/users/user/delete/request_code', undefined, bearer(token));
    const deleted = await call<AccountDeletionResult>(
      t.app,
      'POST',
      '/api/users/user/delete/confirm',
      { code: t.sms.lastCodeFor(e164(phone(1))) },
      bearer(token),
    );
    assert.deepEqual(deleted.body, { deleted: true, cancelled_reservations: 1 });
    const [reservation] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, reservationId));
    assert.deepEqual([reservation?.state, reservation?.paymentStatus], ['cancelled', 'unpaid']);
    const [voided] = await ctx.database.db.select().from(payments).where(eq(payments.id, started.body.id));
    assert.equal(voided?.status, 'VOIDED');
    // Nobody can pay for the booking any more, by link or otherwise.
    const byLink = await call(t.app, 'POST', '/api/users/payment/create', {
      venue_id: 1,
      reservation_uuid: reservation?.uuid,
      method_id: 106,
    });
    assert.equal(byLink.status, 409);

    // The bank page was still open and got paid: the closed account's wallet is out of reach.
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(started.body.redirect_url), 'SUCCESS'))).status, 200);
    const [refunded] = await ctx.database.db.select().from(payments).where(eq(payments.id, started.body.id));
    assert.deepEqual([refunded?.status, refunded?.refundedGrosze, refunded?.userId], ['REFUNDED', started.body.amount, user.id]);
    assert.deepEqual(
      t.gateway.refunds.map((refund) => [refund.orderId, refund.amountGrosze]),
      [[started.body.payment_uuid, started.body.amount]],
    );
    assert.deepEqual(await ctx.database.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id)), []);
  });
});
