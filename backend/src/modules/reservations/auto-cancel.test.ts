import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { CreateReservationResponse, Payment, Reservation, Wallet, WalletTransaction } from '@venue/api';
import { jobs, reservations } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildPaymentTestApp, tokenFromRedirect, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { buildTestApp, call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs } from '../jobs/job-handlers.js';
import { EXPIRE_UNPAID_JOB } from './expire-unpaid.js';

describe('unpaid online reservations expire after 30 minutes', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;
  let token: string;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    token = (await signIn(t, phone(1))).token;
  });

  async function reserve(payment: 'online' | 'on_site', as = token, start = '2030-06-03T14:00:00Z'): Promise<Reservation> {
    const response = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, start, 60, { payment }),
      bearer(as),
    );
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const reservation = response.body.reservations[0];
    assert.ok(reservation);
    return reservation;
  }

  const stateOf = async (id: number) => {
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, id));
    return [row?.state, row?.paymentStatus, row?.cancelReason];
  };

  it('cancels at 30 minutes, not before; paid and on-site ones stay; the job runs once', async () => {
    const unpaid = await reserve('online');
    const onSite = await reserve('on_site', token, '2030-06-03T16:00:00Z');
    t.clock.advance(29 * 60);
    assert.equal(await runJobs(ctx.database.db, t.clock.now()), 0);
    assert.deepEqual(await stateOf(unpaid.id), ['active', 'pending_online', null]);
    t.clock.advance(60);
    assert.equal(await runJobs(ctx.database.db, t.clock.now()), 1);
    // Nothing is awaited from the user any more.
    assert.deepEqual(await stateOf(unpaid.id), ['cancelled', 'unpaid', 'payment_timeout']);
    assert.deepEqual(await stateOf(onSite.id), ['active', 'unpaid', null]);
    assert.equal(await runJobs(ctx.database.db, t.clock.now()), 0);
  });

  it('survives a restart: a job scheduled by one app instance is run by a fresh one', async () => {
    const unpaid = await reserve('online');
    await t.app.close();
    const restarted = await buildTestApp(ctx.database, { clock: t.clock });
    try {
      t.clock.advance(31 * 60);
      assert.equal(await runJobs(restarted.app.deps.database.db, t.clock.now()), 1);
      assert.deepEqual(await stateOf(unpaid.id), ['cancelled', 'unpaid', 'payment_timeout']);
    } finally {
      await restarted.app.close();
      t = await buildPaymentTestApp(ctx.database, t.clock);
    }
  });

  it('two workers polling at once run each job exactly once', async () => {
    for (let n = 0; n < 6; n += 1) await reserve('online', token, `2030-06-0${3 + (n % 3)}T${10 + Math.floor(n / 3) * 2}:00:00Z`);
    t.clock.advance(31 * 60);
    const [a, b] = await Promise.all([runJobs(ctx.database.db, t.clock.now()), runJobs(ctx.database.db, t.clock.now())]);
    assert.equal(a + b, 6);
    // Each freed slot also queued its matching for term notifications, a step of its own.
    const rows = await ctx.database.db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.kind, EXPIRE_UNPAID_JOB));
    assert.deepEqual(
      rows.map((row) => row.attempts),
      [1, 1, 1, 1, 1, 1],
    );
    const [cancelled] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(eq(reservations.cancelReason, 'payment_timeout'));
    assert.equal(cancelled?.n, 6);
  });

  it('a payment arriving after expiry re-instates the reservation when the slot is still free', async () => {
    const unpaid = await reserve('online');
    const payment = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_id: unpaid.id, method_id: 106 },
      bearer(token),
    );
    t.clock.advance(31 * 60);
    await runJobs(ctx.database.db, t.clock.now());
    assert.equal((await stateOf(unpaid.id))[0], 'cancelled');
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(payment.body.redirect_url), 'SUCCESS'))).status, 200);
    assert.deepEqual(await stateOf(unpaid.id), ['active', 'paid', null]);
    const wallet = await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token));
    assert.equal(wallet.body.available, 0);
  });

  const ledgerOf = async (as: string) =>
    (
      await call<{ items: WalletTransaction[] }>(t.app, 'GET', '/api/users/user_wallet/transaction_log', undefined, bearer(as))
    ).body.items.map((entry) => [entry.type, entry.amount, entry.reservation_id, entry.refund_reason]);

  it('a payment arriving after expiry when the slot was taken is refunded to the wallet; the reservation shows unpaid', async () => {
    const unpaid = await reserve('online');
    const payment = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_id: unpaid.id, method_id: 106 },
      bearer(token),
    );
    t.clock.advance(31 * 60);
    await runJobs(ctx.database.db, t.clock.now());
    // The payment is still under way at the gateway.
    assert.deepEqual(await stateOf(unpaid.id), ['cancelled', 'pending', 'payment_timeout']);
    const other = await signIn(t, phone(2));
    await reserve('on_site', other.token);
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(payment.body.redirect_url), 'SUCCESS'))).status, 200);
    assert.deepEqual(await stateOf(unpaid.id), ['cancelled', 'unpaid', 'payment_timeout']);
    const wallet = await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token));
    assert.equal(wallet.body.available, 9000);
    // Newest first: the refund names the reservation it came back from.
    assert.deepEqual(await ledgerOf(token), [
      ['refund_cancellation', 9000, unpaid.id, 'cancelled_before_payment'],
      ['service_fee', -198, null, null],
      ['deposit', 198, null, null],
    ]);
    assert.equal(
      (await call<Payment>(t.app, 'GET', `/api/users/payment/${payment.body.id}`, undefined, bearer(token))).body.status,
      'SUCCESS',
    );
    const shown = await call<Reservation>(t.app, 'GET', `/api/users/reservation/single/${unpaid.id}`, undefined, bearer(token));
    assert.equal(shown.body.payment_status, 'unpaid');
    assert.equal(shown.body.state, 'cancelled');
  });

  it('a late payment for a reservation the user cancelled meanwhile is refunded the same way', async () => {
    const booked = await reserve('online');
    const payment = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_id: booked.id, method_id: 106 },
      bearer(token),
    );
    assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${booked.id}`, undefined, bearer(token))).status, 200);
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(payment.body.redirect_url), 'SUCCESS'))).status, 200);
    assert.deepEqual(await stateOf(booked.id), ['cancelled', 'unpaid', 'user']);
    assert.deepEqual(await ledgerOf(token), [
      ['refund_cancellation', 9000, booked.id, 'cancelled_before_payment'],
      ['service_fee', -198, null, null],
      ['deposit', 198, null, null],
    ]);
  });

  it('a declined payment for an expired reservation leaves it unpaid, not pending', async () => {
    const unpaid = await reserve('online');
    const payment = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_id: unpaid.id, method_id: 106 },
      bearer(token),
    );
    t.clock.advance(31 * 60);
    await runJobs(ctx.database.db, t.clock.now());
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(payment.body.redirect_url), 'VOIDED'))).status, 200);
    assert.deepEqual(await stateOf(unpaid.id), ['cancelled', 'unpaid', 'payment_timeout']);
    assert.deepEqual(await ledgerOf(token), []);
  });
});
