import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq, like } from 'drizzle-orm';
import type { CreateReservationResponse, Reservation, TermNotification, Wallet, WalletTransactionPage } from '@venue/api';
import { reservations, venues, walletEntries } from '../../db/schema/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { RecordingSmsSender } from '../../testing/recording-sms-sender.js';
import { askToBeTold, TERM_NOTIFICATION_URL, wishPlayer, type Player } from '../../testing/term-notification-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs } from '../jobs/job-handlers.js';
import { runTermNotificationJobs } from '../term-notifications/matching.js';
import { markPaid } from './payment-state.js';
import { sendResaleRefundNotices } from './resale-refund-notice.js';

/** Booked two days ahead; cancelled four hours before the start, past the venue's free-cancellation hours. */
const BOOKED_AT = new Date('2030-06-01T10:00:00.000Z');
const CANCELLED_AT = new Date('2030-06-03T10:00:00.000Z');
const at = (time: string) => `2030-06-03T${time}:00.000Z`;

describe('release and resell: a late cancellation booked again gets its money back, once', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let sms: RecordingSmsSender;
  const db = () => ctx.database.db;

  before(async () => {
    await db().update(venues).set({ maxActiveReservations: 100, maxUnpaidOnSiteReservations: 100 }).where(eq(venues.id, 1));
    t = await buildTestApp(ctx.database);
  });

  beforeEach(() => {
    t.clock.set(BOOKED_AT);
    sms = new RecordingSmsSender();
  });

  async function book(player: Player, start: string, minutes: number, payment: 'on_site' | 'online' = 'on_site') {
    return call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, start, minutes, { payment }),
      bearer(player.token),
    );
  }

  async function booked(player: Player, start: string, minutes: number): Promise<Reservation> {
    const answer = await book(player, start, minutes);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const reservation = answer.body.reservations[0];
    assert.ok(reservation);
    return reservation;
  }

  /** A paid online booking of the first squash court, cancelled late: answers its price in grosze. */
  async function lateCancelled(owner: Player, start: string, minutes: number, paid = true): Promise<number> {
    const answer = await book(owner, start, minutes, 'online');
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const reservation = answer.body.reservations[0];
    assert.ok(reservation);
    if (paid) await markPaid(db(), reservation.id);
    t.clock.set(CANCELLED_AT);
    const cancelled = await call<Reservation>(t.app, 'DELETE', `/api/users/reservation/${reservation.id}`, undefined, bearer(owner.token));
    assert.equal(cancelled.body.state, 'cancelled_not_on_time');
    const [row] = await db().select().from(reservations).where(eq(reservations.id, reservation.id));
    assert.ok(row);
    return row.basePriceGrosze - row.discountGrosze;
  }

  const reservationOf = (page: WalletTransactionPage) => page.items[0]?.reservation_id ?? 0;
  const walletOf = async (player: Player) =>
    (await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(player.token))).body;
  const resoldEntries = () => db().select().from(walletEntries).where(like(walletEntries.idempotencyKey, '%:resold'));
  const beat = async () => (await runJobs(db(), t.clock.now())) + (await runTermNotificationJobs(db(), t.clock.now()));

  it('rebooked by anyone: the money comes back to the wallet once, labelled, and one SMS tells the player', async () => {
    const [owner, other] = [await wishPlayer(t, ctx.database), await wishPlayer(t, ctx.database)];
    const price = await lateCancelled(owner, at('14:00'), 60);
    assert.equal((await walletOf(owner)).available, 0, 'a late cancellation gives nothing back by itself');
    await booked(other, at('14:00'), 60);
    await beat();
    assert.deepEqual(await walletOf(owner), { available: price, frozen: 0, currency: 'PLN' });
    const log = await call<WalletTransactionPage>(t.app, 'GET', '/api/users/user_wallet/transaction_log', undefined, bearer(owner.token));
    assert.deepEqual(
      log.body.items.map((item) => [item.type, item.refund_reason, item.amount]),
      [['refund_cancellation', 'court_resold', price]],
    );
    const details = await call<Reservation>(
      t.app,
      'GET',
      `/api/users/reservation/single/${reservationOf(log.body)}`,
      undefined,
      bearer(owner.token),
    );
    assert.deepEqual([details.body.state, details.body.payment_status], ['cancelled_not_on_time', 'refunded']);
    assert.equal(await sendResaleRefundNotices(db(), sms, t.clock.now()), 1);
    assert.deepEqual(
      sms.sent.map((message) => message.to),
      [owner.phone],
    );
    assert.match(sms.sent[0]?.text ?? '', /zarezerwował ktoś inny.*zł wróciło do Twojego portfela/);
    // Checking again, or sending again, gives and tells nothing twice.
    t.clock.advance(3600);
    await beat();
    assert.equal(await sendResaleRefundNotices(db(), sms, t.clock.now()), 0);
    assert.equal((await walletOf(owner)).available, price);
    assert.equal((await resoldEntries()).length, 1);
  });

  it('not rebooked, partly rebooked, or never paid: nothing comes back; the rest of the stretch booked later completes it', async () => {
    const [owner, unpaidOwner, other] = [
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
    ];
    const price = await lateCancelled(owner, at('14:00'), 90);
    t.clock.set(BOOKED_AT);
    await lateCancelled(unpaidOwner, at('17:00'), 60, false);
    await beat();
    assert.equal((await walletOf(owner)).available, 0);
    // An hour of the ninety minutes booked again: the venue still lost half an hour.
    await booked(other, at('14:00'), 60);
    await booked(other, at('17:00'), 60);
    await beat();
    assert.equal((await walletOf(owner)).available, 0);
    assert.equal((await walletOf(unpaidOwner)).available, 0);
    await booked(other, at('15:00'), 60);
    await beat();
    assert.equal((await walletOf(owner)).available, price);
    assert.equal((await resoldEntries()).length, 1);
  });

  it('a hole in the middle of the rebooked time gives nothing until it is booked too', async () => {
    const [owner, other] = [await wishPlayer(t, ctx.database), await wishPlayer(t, ctx.database)];
    const price = await lateCancelled(owner, at('14:00'), 180);
    await booked(other, at('14:00'), 60);
    await booked(other, at('16:00'), 60);
    await beat();
    assert.equal((await walletOf(owner)).available, 0);
    await booked(other, at('15:00'), 60);
    await beat();
    assert.equal((await walletOf(owner)).available, price);
  });

  it('an online rebooking counts only once paid: expired unpaid, nothing comes back', async () => {
    const [owner, other] = [await wishPlayer(t, ctx.database), await wishPlayer(t, ctx.database)];
    await lateCancelled(owner, at('14:00'), 60);
    const answer = await book(other, at('14:00'), 60, 'online');
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    await beat();
    assert.equal((await walletOf(owner)).available, 0, 'not before its payment window has closed');
    t.clock.advance(31 * 60);
    await beat();
    assert.equal((await walletOf(owner)).available, 0, 'it expired unpaid');
    assert.equal((await resoldEntries()).length, 0);
  });

  it('rebooked twice at once (both halves by two players, checked by two pollers): one refund', async () => {
    const [owner, first, second] = [
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
    ];
    const price = await lateCancelled(owner, at('14:00'), 120);
    const answers = await Promise.all([book(first, at('14:00'), 60), book(second, at('15:00'), 60), book(second, at('14:00'), 60)]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 201, 409]);
    await Promise.all([runJobs(db(), t.clock.now()), runJobs(db(), t.clock.now())]);
    await beat();
    assert.equal((await walletOf(owner)).available, price);
    assert.equal((await resoldEntries()).length, 1);
    assert.equal(await sendResaleRefundNotices(db(), sms, t.clock.now()), 1);
  });

  it('rebooked through a hold: the asker books the held slot and the late canceller is refunded', async () => {
    const [owner, asker, stranger] = [
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
    ];
    const price = await lateCancelled(owner, at('14:00'), 60);
    const venue = await call<{ sport_types: { id: number; code: string }[] }>(t.app, 'GET', '/api/marketplace/venue/1');
    const asked = await askToBeTold(t, asker, {
      tag_id: venue.body.sport_types.find((type) => type.code === 'squash')?.id,
      start_time: at('14:00'),
      end_time: at('15:00'),
      duration_minutes: 60,
    });
    assert.equal(asked.status, 201, JSON.stringify(asked.body));
    await beat();
    const [wish] = (await call<TermNotification[]>(t.app, 'GET', TERM_NOTIFICATION_URL, undefined, bearer(asker.token))).body;
    assert.equal(wish?.hold?.start_time, at('14:00'));
    assert.equal((await book(stranger, at('14:00'), 60)).status, 409, 'held for the asker');
    await booked(asker, at('14:00'), 60);
    await beat();
    assert.equal((await walletOf(owner)).available, price);
    assert.equal((await resoldEntries()).length, 1);
  });
});
