import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import * as v from 'valibot';
import {
  PAYMENT_METHOD_BLIK,
  WalletStatementPageSchema,
  type ApiErrorBody,
  type Payment,
  type WalletStatementItem,
  type WalletStatementPage,
  type Withdrawal,
} from '@venue/api';
import { bearer, e164, phone, signIn } from '../../testing/auth-helpers.js';
import { bookOnline, venueDetail } from '../../testing/booking-helpers.js';
import { buildPaymentTestApp, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { DEMO_TYPES, demoType } from '../carnets/carnet-test-helpers.js';
import { SANDBOX_BLIK_CODES } from '../payments/sandbox-gateway.js';
import { SandboxPayouts } from '../payouts/sandbox-payouts.js';
import { sendWithdrawalPayouts } from './withdrawal-payout.js';
import { postToLedger } from './wallet-service.js';

const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';

describe('wallet statement: one item per thing the player did', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
  });

  const statement = (token: string, query = '') =>
    call<WalletStatementPage & ApiErrorBody>(t.app, 'GET', `/api/users/user_wallet/statement${query}`, undefined, bearer(token));
  const summary = (item: WalletStatementItem) => [item.kind, item.status, item.amount, item.movements.map((entry) => entry.type).join(',')];

  it('a BLIK-paid booking, a carnet bought by BLIK and a paid-out withdrawal are three items, the ledger entries inside', async () => {
    const { token, user } = await signIn(t, phone(1));
    // Money to withdraw later: a top-up of its own, an item of its own.
    await postToLedger(ctx.database.db, {
      userId: user.id,
      type: 'deposit',
      availableDelta: 1000,
      description: 'Wpłata',
      idempotencyKey: `test:statement:${user.id}`,
      now: t.clock.now(),
    });

    t.clock.advance(60);
    const reservation = await bookOnline(t, token, '2030-06-03T14:00:00Z');
    const paid = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      {
        venue_id: reservation.venue_id,
        reservation_id: reservation.id,
        method_id: PAYMENT_METHOD_BLIK,
        blik_code: SANDBOX_BLIK_CODES.approve,
      },
      bearer(token),
    );
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    await t.gateway.settled();

    t.clock.advance(60);
    const { type } = await demoType(ctx.database.db, DEMO_TYPES.warszawaSquashMornings);
    const venue = await venueDetail(t, 1);
    const bought = await call<{ payment: Payment }>(
      t.app,
      'POST',
      '/api/users/user_venue_carnet',
      {
        venue_carnet_type_id: type.id,
        venue_id: 1,
        regulation_acceptance_id: venue.regulations.filter((item) => item.required).map((item) => item.id),
        online_payment_method_id: PAYMENT_METHOD_BLIK,
        blik_code: SANDBOX_BLIK_CODES.approve,
      },
      bearer(token),
    );
    assert.equal(bought.status, 201, JSON.stringify(bought.body));
    await t.gateway.settled();

    t.clock.advance(60);
    const requested = await call(
      t.app,
      'POST',
      '/api/users/user_wallet/withdrawal_request',
      { amount: 1000, iban: IBAN, account_owner: 'Jan Kowalski' },
      bearer(token),
    );
    assert.equal(requested.status, 200, JSON.stringify(requested.body));
    const confirmed = await call<Withdrawal>(
      t.app,
      'POST',
      '/api/users/user_wallet/withdrawal_confirm',
      { verification_code: t.sms.lastCodeFor(e164(phone(1))) },
      bearer(token),
    );
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const payouts = new SandboxPayouts({ delaySeconds: 0, failAll: false });
    await sendWithdrawalPayouts(ctx.database.db, { payouts, sms: t.sms }, t.clock.now());
    t.clock.advance(1);
    await sendWithdrawalPayouts(ctx.database.db, { payouts, sms: t.sms }, t.clock.now());

    const answer = await statement(token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(v.is(WalletStatementPageSchema, answer.body));
    const [withdrawal, carnet, booking, topUp] = answer.body.items;
    assert.equal(answer.body.total, 4);
    assert.ok(withdrawal && carnet && booking && topUp);

    // The withdrawal: 10 zł out to the account, sent; not "0 zł, released".
    assert.deepEqual(summary(withdrawal), ['withdrawal', 'completed', -1000, 'freeze,withdrawal']);
    assert.deepEqual(withdrawal.withdrawal, {
      id: confirmed.body.id,
      state: 'paid_out',
      iban_last4: '2874',
      expected_arrival_date: confirmed.body.expected_arrival_date,
      failure_reason: null,
    });
    assert.equal(withdrawal.wallet_amount, -1000);

    // The carnet, by its name, what BLIK charged (price and fee), nothing left in the wallet.
    assert.deepEqual(summary(carnet), ['carnet_purchase', 'completed', -(type.priceGrosze + 198), 'deposit,service_fee,settlement']);
    assert.deepEqual(
      [carnet.carnet_name, carnet.method_id, carnet.gateway_amount, carnet.wallet_part, carnet.wallet_amount, carnet.payment_id],
      [type.name, PAYMENT_METHOD_BLIK, type.priceGrosze + 198, 0, 0, bought.body.payment.id],
    );

    // The booking: one item, its court and start, BLIK with the fee; no "top-up" the player never made.
    assert.deepEqual(summary(booking), ['booking_payment', 'completed', -paid.body.amount, 'deposit,service_fee,settlement']);
    assert.deepEqual(
      [booking.reservation_id, booking.reservation_count, booking.reservation_start_time, booking.method_id, booking.service_fee],
      [reservation.id, 1, '2030-06-03T14:00:00.000Z', PAYMENT_METHOD_BLIK, 198],
    );
    assert.equal(booking.sport_object_name, reservation.sport_object_name);
    assert.equal(booking.venue_timezone, 'Europe/Warsaw');
    assert.equal(booking.wallet_amount, 0);

    assert.deepEqual(summary(topUp), ['top_up', 'completed', 1000, 'deposit']);

    // The ledger's entries one by one are still there.
    const log = await call<{ total: number }>(t.app, 'GET', '/api/users/user_wallet/transaction_log', undefined, bearer(token));
    assert.equal(log.body.total, 9);
  });

  it('pages by items and keeps the filters: a type, the days, the venue', async () => {
    const { token, user } = await signIn(t, phone(2));
    const venueId = (await venueDetail(t, 1)).id;
    for (let day = 1; day <= 5; day += 1) {
      await postToLedger(ctx.database.db, {
        userId: user.id,
        type: day === 5 ? 'manual_adjustment' : 'refund_cancellation',
        availableDelta: day * 100,
        description: 'test',
        venueId: day % 2 === 0 ? venueId : null,
        idempotencyKey: `test:statement-paging:${day}`,
        now: new Date(`2030-05-0${day}T10:00:00Z`),
      });
    }
    const first = await statement(token, '?page_size=2');
    assert.deepEqual([first.body.total, first.body.items.map((item) => item.amount)], [5, [500, 400]]);
    const third = await statement(token, '?page=3&page_size=2');
    assert.deepEqual(
      third.body.items.map((item) => [item.kind, item.amount]),
      [['refund', 100]],
    );
    const refunds = await statement(token, '?type=refund_cancellation&page_size=2&page=2');
    assert.deepEqual([refunds.body.total, refunds.body.items.map((item) => item.amount)], [4, [200, 100]]);
    const days = await statement(token, '?from=2030-05-02&to=2030-05-03');
    assert.deepEqual(
      days.body.items.map((item) => item.amount),
      [300, 200],
    );
    const atVenue = await statement(token, `?venue_id=${venueId}`);
    assert.deepEqual(
      atVenue.body.items.map((item) => item.amount),
      [400, 200],
    );
    assert.equal((await statement(token, '?page_size=101')).status, 400);
  });
});
