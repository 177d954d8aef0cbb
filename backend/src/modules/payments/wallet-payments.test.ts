import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  PAYMENT_METHOD_WALLET,
  PaymentSchema,
  type ApiErrorBody,
  type CreateReservationResponse,
  type Payment,
  type Reservation,
  type Wallet,
} from '@venue/api';
import { walletEntries } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildPaymentTestApp, tokenFromRedirect, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs } from '../jobs/job-handlers.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { SANDBOX_BLIK_CODES } from './sandbox-gateway.js';

type Method = { method_id?: 509 | 106; blik_code?: string };

describe('paying from the wallet', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;
  let token: string;
  let userId: number;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    const signed = await signIn(t, phone(1));
    token = signed.token;
    userId = signed.user.id;
  });

  let funded = 0;
  /** Money in the wallet the way a refund or a top-up puts it there: a credit in the ledger. */
  async function fund(amount: number): Promise<void> {
    funded += 1;
    await postToLedger(ctx.database.db, {
      userId,
      type: 'manual_adjustment',
      availableDelta: amount,
      description: 'Zasilenie testowe',
      idempotencyKey: `test:fund:${userId}:${funded}`,
      now: t.clock.now(),
    });
  }

  async function reserve(start = '2030-06-03T14:00:00Z', venueId = 1, courtIndex = 0): Promise<Reservation> {
    const response = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, venueId, start, 60, { payment: 'online', courtIndex }),
      bearer(token),
    );
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const reservation = response.body.reservations[0];
    assert.ok(reservation);
    return reservation;
  }

  const pay = (reservation: Reservation, method: Method & { use_wallet?: boolean }) =>
    call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: reservation.venue_id, reservation_id: reservation.id, ...method },
      bearer(token),
    );
  const paymentOf = async (id: number) => (await call<Payment>(t.app, 'GET', `/api/users/payment/${id}`, undefined, bearer(token))).body;
  const reservationOf = async (id: number) =>
    (await call<Reservation>(t.app, 'GET', `/api/users/reservation/single/${id}`, undefined, bearer(token))).body;
  const wallet = async () => (await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token))).body;
  const balances = async () => {
    const { available, frozen } = await wallet();
    return { available, frozen };
  };
  const ledger = async () =>
    (await ctx.database.db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(walletEntries.id))
      .filter((entry) => !entry.idempotencyKey.startsWith('test:'))
      .map((entry) => [entry.type, entry.availableDelta, entry.frozenDelta]);
  const cancel = (reservation: Reservation) =>
    call<Reservation>(t.app, 'DELETE', `/api/users/reservation/${reservation.id}`, undefined, bearer(token));

  it('pays in full from the wallet when the balance covers it: no gateway, no service fee, a settlement per reservation', async () => {
    await fund(10_000);
    const reservation = await reserve();
    const paid = await pay(reservation, { use_wallet: true });
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    assert.ok(v.is(PaymentSchema, paid.body));
    assert.deepEqual(
      [paid.body.status, paid.body.method_id, paid.body.amount, paid.body.wallet_amount, paid.body.service_fee, paid.body.redirect_url],
      ['SUCCESS', PAYMENT_METHOD_WALLET, 9000, 9000, 0, null],
    );
    assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
    assert.deepEqual(await ledger(), [['settlement', -9000, 0]]);
    assert.deepEqual(await balances(), { available: 1000, frozen: 0 });
    assert.deepEqual(await paymentOf(paid.body.id), paid.body);
    const again = await pay(reservation, { use_wallet: true });
    assert.deepEqual([again.status, (again.body as unknown as ApiErrorBody).code], [409, 'ALREADY_PAID']);
  });

  it('a method with a balance that covers everything still pays from the wallet alone', async () => {
    await fund(9000);
    const paid = await pay(await reserve(), { use_wallet: true, method_id: 509, blik_code: SANDBOX_BLIK_CODES.decline });
    assert.deepEqual([paid.status, paid.body.status, paid.body.service_fee], [201, 'SUCCESS', 0]);
    assert.deepEqual(await balances(), { available: 0, frozen: 0 });
  });

  it('split: the balance is held, the gateway takes the rest plus the fee; on success the hold is spent', async () => {
    await fund(5000);
    const reservation = await reserve();
    const started = await pay(reservation, { use_wallet: true, method_id: 106 });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    assert.deepEqual(
      [started.body.status, started.body.amount, started.body.wallet_amount, started.body.service_fee, started.body.method_id],
      ['PENDING', 9198, 5000, 198, 106],
    );
    const token = tokenFromRedirect(started.body.redirect_url);
    assert.equal(t.gateway.notificationFor(token, 'SUCCESS')?.amount, '41.98', 'the gateway charges the rest and the fee');
    assert.deepEqual(await balances(), { available: 0, frozen: 5000 });
    assert.equal((await reservationOf(reservation.id)).payment_status, 'pending');

    assert.equal((await t.notify(t.gateway.notificationFor(token, 'SUCCESS'))).status, 200);
    assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
    assert.deepEqual(await balances(), { available: 0, frozen: 0 });
    assert.deepEqual(await ledger(), [
      ['freeze', -5000, 5000],
      ['unfreeze', 5000, -5000],
      ['deposit', 4198, 0],
      ['service_fee', -198, 0],
      ['settlement', -9000, 0],
    ]);
    const view = await paymentOf(started.body.id);
    assert.deepEqual([view.status, view.amount, view.wallet_amount], ['SUCCESS', 9198, 5000]);
  });

  it('split by BLIK: a declined code releases the hold and the reservation waits for another attempt', async () => {
    await fund(5000);
    const reservation = await reserve();
    const started = await pay(reservation, { use_wallet: true, method_id: 509, blik_code: SANDBOX_BLIK_CODES.decline });
    assert.equal(started.status, 201);
    await t.gateway.settled();
    assert.equal((await paymentOf(started.body.id)).status, 'VOIDED');
    assert.deepEqual(await balances(), { available: 5000, frozen: 0 });
    assert.equal((await reservationOf(reservation.id)).payment_status, 'pending_online');
    assert.deepEqual(await ledger(), [
      ['freeze', -5000, 5000],
      ['unfreeze', 5000, -5000],
    ]);
  });

  it('split by BLIK approved: settles through the sandbox notification', async () => {
    await fund(2500);
    const reservation = await reserve();
    const started = await pay(reservation, { use_wallet: true, method_id: 509, blik_code: SANDBOX_BLIK_CODES.approve });
    await t.gateway.settled();
    assert.equal((await paymentOf(started.body.id)).status, 'SUCCESS');
    assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
    assert.deepEqual(await balances(), { available: 0, frozen: 0 });
  });

  it('split voided by a new attempt: the hold comes back at once, and money still arriving on it is refunded to the wallet', async () => {
    await fund(5000);
    const reservation = await reserve();
    const first = await pay(reservation, { use_wallet: true, method_id: 106 });
    const second = await pay(reservation, { method_id: 106 });
    assert.deepEqual([first.status, second.status], [201, 201]);
    assert.equal((await paymentOf(first.body.id)).status, 'VOIDED');
    assert.deepEqual(await balances(), { available: 5000, frozen: 0 });
    // The first page was paid anyway: its 41,98 zł comes back, less the fee, and pays for nothing.
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(first.body.redirect_url), 'SUCCESS'))).status, 200);
    assert.equal((await reservationOf(reservation.id)).payment_status, 'pending');
    assert.deepEqual(await balances(), { available: 5000 + 4198 - 198, frozen: 0 });
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(second.body.redirect_url), 'SUCCESS'))).status, 200);
    assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
    assert.deepEqual(await balances(), { available: 9000, frozen: 0 });
  });

  it('split with a silent gateway: the hold expires with the payment window and a late success pays for nothing', async () => {
    await fund(5000);
    const reservation = await reserve();
    const started = await pay(reservation, { use_wallet: true, method_id: 106 });
    t.clock.advance(29 * 60);
    await runJobs(ctx.database.db, t.clock.now());
    assert.deepEqual(await balances(), { available: 0, frozen: 5000 });
    t.clock.advance(2 * 60);
    await runJobs(ctx.database.db, t.clock.now());
    assert.equal((await paymentOf(started.body.id)).status, 'VOIDED');
    assert.deepEqual(await balances(), { available: 5000, frozen: 0 });
    assert.notEqual((await reservationOf(reservation.id)).payment_status, 'paid');
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(started.body.redirect_url), 'SUCCESS'))).status, 200);
    assert.notEqual((await reservationOf(reservation.id)).payment_status, 'paid');
    // The gateway's 41,98 zł minus the fee is back; the wallet's own part was never spent.
    assert.deepEqual(await balances(), { available: 5000 + 4198 - 198, frozen: 0 });
  });

  it('a split answered before its window closes is not touched by the expiry', async () => {
    await fund(5000);
    const reservation = await reserve();
    const started = await pay(reservation, { use_wallet: true, method_id: 106 });
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(started.body.redirect_url), 'SUCCESS'))).status, 200);
    t.clock.advance(31 * 60);
    await runJobs(ctx.database.db, t.clock.now());
    assert.equal((await paymentOf(started.body.id)).status, 'SUCCESS');
    assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
    assert.deepEqual(await balances(), { available: 0, frozen: 0 });
  });

  it('split whose reservation was cancelled before the money came: hold and gateway money both come back, less the fee', async () => {
    await fund(8000);
    const reservation = await reserve();
    const started = await pay(reservation, { use_wallet: true, method_id: 106 });
    assert.equal((await cancel(reservation)).status, 200);
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(started.body.redirect_url), 'SUCCESS'))).status, 200);
    // 80 zł held + 11,98 zł by transfer − 1,98 zł fee: the player is out of the fee only.
    assert.deepEqual(await balances(), { available: 8000 + 1198 - 198, frozen: 0 });
  });

  it('insufficient funds without a method: 422 INSUFFICIENT_FUNDS on use_wallet, nothing held or paid', async () => {
    await fund(1000);
    const reservation = await reserve();
    const refused = await call<ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_id: reservation.id, use_wallet: true },
      bearer(token),
    );
    assert.equal(refused.status, 422);
    assert.equal(refused.body.code, 'INSUFFICIENT_FUNDS');
    assert.equal(refused.body.fieldErrors?.use_wallet?.key, 'validation.insufficientFunds');
    assert.deepEqual(await balances(), { available: 1000, frozen: 0 });
    assert.equal((await reservationOf(reservation.id)).payment_status, 'pending_online');
  });

  it('an empty wallet with a method pays by the gateway alone; no method and no wallet is a 400', async () => {
    const reservation = await reserve();
    const plain = await pay(reservation, { use_wallet: true, method_id: 106 });
    assert.deepEqual([plain.status, plain.body.amount, plain.body.wallet_amount], [201, 9198, 0]);
    const none = await call<ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_id: reservation.id },
      bearer(token),
    );
    assert.deepEqual([none.status, none.body.fieldErrors?.method_id?.key], [400, 'validation.required']);
  });

  it('pay-by-link offers no wallet: use_wallet with a reservation uuid is a 400', async () => {
    await fund(10_000);
    const reservation = await reserve();
    const refused = await call<ApiErrorBody>(t.app, 'POST', '/api/users/payment/create', {
      venue_id: 1,
      reservation_uuid: reservation.reservation_uuid,
      use_wallet: true,
    });
    assert.deepEqual([refused.status, refused.body.fieldErrors?.use_wallet?.key], [400, 'validation.invalid']);
  });

  it('a free cancellation refunds the whole price to the wallet, for a wallet-paid and a split-paid reservation', async () => {
    await fund(9000);
    const byWallet = await reserve();
    assert.equal((await pay(byWallet, { use_wallet: true })).status, 201);
    await fund(4000);
    const split = await reserve('2030-06-03T16:00:00Z');
    const started = await pay(split, { use_wallet: true, method_id: 106 });
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(started.body.redirect_url), 'SUCCESS'))).status, 200);
    assert.deepEqual(await balances(), { available: 0, frozen: 0 });
    assert.equal((await cancel(byWallet)).status, 200);
    assert.deepEqual(await balances(), { available: 9000, frozen: 0 });
    assert.equal((await cancel(split)).status, 200);
    assert.deepEqual(await balances(), { available: 18_000, frozen: 0 });
    const refunds = (await ctx.database.db.select().from(walletEntries).where(eq(walletEntries.type, 'refund_cancellation'))).map(
      (entry) => [entry.reservationId, entry.availableDelta],
    );
    assert.deepEqual(refunds, [
      [byWallet.id, 9000],
      [split.id, 9000],
    ]);
  });

  it('bulk: pays several reservations from the wallet, one settlement each', async () => {
    await fund(20_000);
    const first = await reserve();
    const second = await reserve('2030-06-03T16:00:00Z');
    const paid = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/reservation/bulk',
      { venue_id: 1, reservation_id: [first.id, second.id], use_wallet: true },
      bearer(token),
    );
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    assert.deepEqual([paid.body.status, paid.body.amount, paid.body.wallet_amount], ['SUCCESS', 18_000, 18_000]);
    assert.deepEqual(await ledger(), [
      ['settlement', -9000, 0],
      ['settlement', -9000, 0],
    ]);
    assert.deepEqual(await balances(), { available: 2000, frozen: 0 });
  });

  it('race: 24 reservations paid at once from a wallet that covers 10 — never below zero, each paid at most once', async () => {
    // Fair use allows 12 active bookings per venue: two venues give 24.
    const booked: Reservation[] = [];
    for (const venueId of [1, 2]) {
      for (let hour = 0; hour < 12; hour += 1) {
        booked.push(await reserve(new Date(Date.UTC(2030, 5, 3, 8 + hour)).toISOString(), venueId, 0));
      }
    }
    const dearest = Math.max(...booked.map((reservation) => reservation.base_price));
    await fund(dearest * 10);
    const answers = await Promise.all(booked.map((reservation) => pay(reservation, { use_wallet: true })));
    const statuses = answers.map((answer) => answer.status);
    assert.ok(
      statuses.every((status) => status === 201 || status === 422),
      statuses.join(','),
    );
    const paidCount = statuses.filter((status) => status === 201).length;
    assert.ok(paidCount >= 10, `paid ${paidCount}`);
    const { available, frozen } = await balances();
    assert.ok(available >= 0, `available ${available}`);
    assert.equal(frozen, 0);
    const settlements = await ctx.database.db.select().from(walletEntries).where(eq(walletEntries.type, 'settlement'));
    const perReservation = new Map<number, number>();
    for (const entry of settlements) perReservation.set(entry.reservationId ?? 0, (perReservation.get(entry.reservationId ?? 0) ?? 0) + 1);
    assert.ok([...perReservation.values()].every((count) => count === 1));
    assert.equal(perReservation.size, paidCount);
    assert.equal(available, dearest * 10 - settlements.reduce((sum, entry) => sum - entry.availableDelta, 0));
    for (const reservation of booked) {
      const state = (await reservationOf(reservation.id)).payment_status;
      assert.equal(state === 'paid', perReservation.has(reservation.id), `reservation ${reservation.id} is ${state}`);
    }
  });

  it('race: one reservation paid 20 times at once from the wallet is paid once', async () => {
    await fund(50_000);
    const reservation = await reserve();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(reservation, { use_wallet: true })));
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [201, ...Array.from({ length: 19 }, () => 409)]);
    assert.deepEqual(await balances(), { available: 41_000, frozen: 0 });
  });

  it('race: simultaneous split payments never hold more than the wallet has', async () => {
    await fund(9000);
    const booked: Reservation[] = [];
    for (let hour = 0; hour < 10; hour += 1) booked.push(await reserve(new Date(Date.UTC(2030, 5, 3, 8 + hour)).toISOString()));
    const answers = await Promise.all(booked.map((reservation) => pay(reservation, { use_wallet: true, method_id: 106 })));
    assert.ok(answers.every((answer) => answer.status === 201));
    const spent = answers
      .filter((answer) => answer.body.status === 'SUCCESS')
      .reduce((sum, answer) => sum + (answer.body.wallet_amount ?? 0), 0);
    const held = answers
      .filter((answer) => answer.body.status === 'PENDING')
      .reduce((sum, answer) => sum + (answer.body.wallet_amount ?? 0), 0);
    const { available, frozen } = await balances();
    assert.ok(available >= 0, `available ${available}`);
    assert.equal(frozen, held);
    assert.equal(available + frozen + spent, 9000);
  });
});
