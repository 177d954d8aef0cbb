import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  WalletTransactionPageSchema,
  WalletTransactionSchema,
  type CreateReservationResponse,
  type Reservation,
  type Wallet,
  type WalletTransactionPage,
} from '@venue/api';
import { walletEntries } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { markPaid } from '../reservations/payment-state.js';
import { postToLedger, walletBalance } from './wallet-service.js';

describe('wallet ledger', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  it('derives balances from entries and posts each event once', async () => {
    const { user } = await signIn(t, phone(1));
    const { db } = ctx.database;
    const now = t.clock.now();
    assert.equal(
      await postToLedger(db, {
        userId: user.id,
        type: 'deposit',
        availableDelta: 5000,
        description: 'Wpłata',
        idempotencyKey: 'deposit:1',
        now,
      }),
      true,
    );
    assert.equal(
      await postToLedger(db, {
        userId: user.id,
        type: 'deposit',
        availableDelta: 5000,
        description: 'Wpłata',
        idempotencyKey: 'deposit:1',
        now,
      }),
      false,
    );
    await postToLedger(db, {
      userId: user.id,
      type: 'freeze',
      availableDelta: -2000,
      frozenDelta: 2000,
      description: 'Blokada',
      idempotencyKey: 'freeze:1',
      now,
    });
    assert.deepEqual(await walletBalance(db, user.id), { available: 3000, frozen: 2000, currency: 'PLN' });
  });

  it('refuses UPDATE and DELETE of entries (append-only, enforced by a trigger)', async () => {
    const { user } = await signIn(t, phone(1));
    const { db } = ctx.database;
    await postToLedger(db, {
      userId: user.id,
      type: 'manual_adjustment',
      availableDelta: 100,
      description: 'Korekta',
      idempotencyKey: 'adj:1',
      now: t.clock.now(),
    });
    await assert.rejects(db.update(walletEntries).set({ availableDelta: 1_000_000 }).where(eq(walletEntries.userId, user.id)));
    await assert.rejects(db.delete(walletEntries).where(eq(walletEntries.userId, user.id)));
    assert.equal((await walletBalance(db, user.id)).available, 100);
  });

  /** An online booking on court 1 at 14:00 UTC, paid as the reservations module records a payment. */
  async function bookPaid(token: string, minutes: number): Promise<Reservation> {
    const created = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, '2030-06-03T14:00:00Z', minutes, { payment: 'online' }),
      bearer(token),
    );
    const reservation = created.body.reservations[0];
    assert.ok(reservation);
    await markPaid(ctx.database.db, reservation.id);
    return reservation;
  }

  it('credits refund_cancellation when a paid reservation is cancelled in time, once', async () => {
    const { user, token } = await signIn(t, phone(1));
    const booked = await bookPaid(token, 90);
    const id = booked.id;
    const shown = await call<Reservation>(t.app, 'GET', `/api/users/reservation/single/${id}`, undefined, bearer(token));
    assert.deepEqual(shown.body.cancellation?.consequence, 'refund_to_wallet');
    assert.equal(shown.body.cancellation?.refund, 13500);
    const cancelled = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'DELETE', `/api/users/reservation/${id}`, undefined, bearer(token))),
    );
    assert.deepEqual(cancelled.map((answer) => answer.status).sort(), [200, 422, 422]);
    const wallet = await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token));
    assert.deepEqual(wallet.body, { available: 13500, frozen: 0, currency: 'PLN' });
    const log = await call<WalletTransactionPage>(t.app, 'GET', '/api/users/user_wallet/transaction_log', undefined, bearer(token));
    assert.ok(v.is(WalletTransactionPageSchema, log.body));
    assert.deepEqual([log.body.total, log.body.page, log.body.page_size, log.body.items.length], [1, 1, 20, 1]);
    const [entry] = log.body.items;
    assert.equal(entry?.type, 'refund_cancellation');
    assert.equal(entry?.reservation_id, id);
    assert.equal(entry?.venue_name, 'Klub Sportowy Mokotów');
    // Everything an app needs to word the entry itself; the description is audit text.
    assert.ok(v.is(WalletTransactionSchema, entry));
    assert.deepEqual(
      [
        entry?.refund_reason,
        entry?.venue_timezone,
        entry?.sport_object_name,
        entry?.reservation_start_time,
        entry?.payment_reservation_count,
      ],
      ['cancelled_in_time', 'Europe/Warsaw', booked.sport_object_name, '2030-06-03T14:00:00.000Z', null],
    );
    const [count] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, user.id));
    assert.equal(count?.n, 1);
  });

  it('gives no refund for a late cancellation of a paid reservation', async () => {
    const { token } = await signIn(t, phone(1));
    const { id } = await bookPaid(token, 60);
    t.clock.set(new Date('2030-06-03T10:00:00Z'));
    const answer = await call<Reservation>(t.app, 'DELETE', `/api/users/reservation/${id}`, undefined, bearer(token));
    assert.equal(answer.body.state, 'cancelled_not_on_time');
    assert.equal((await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token))).body.available, 0);
    t.clock.set(new Date('2030-06-01T10:00:00Z'));
  });

  it('requires sign-in', async () => {
    assert.equal((await call(t.app, 'GET', '/api/users/user_wallet')).status, 401);
  });
});
