import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import type { CreateReservationResponse, Reservation, TermNotification, VenueAvailability, VenueDetail } from '@venue/api';
import type { Db } from '../../db/database.js';
import { jobs, reservations, termNotifications, venues } from '../../db/schema/index.js';
import type { EmailMessage, EmailSender } from '../../plugins/email/email-sender.js';
import { bearer } from '../../testing/auth-helpers.js';
import { bookingRequest, sportAt, venueDetail } from '../../testing/booking-helpers.js';
import { RecordingSmsSender } from '../../testing/recording-sms-sender.js';
import { askToBeTold, TERM_NOTIFICATION_URL, wishPlayer, type Player } from '../../testing/term-notification-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs as runQueuedJobs } from '../jobs/job-handlers.js';
import { runTermNotificationJobs, serveFreedTime } from './matching.js';
import { sendWishMessages } from './wish-message.js';

class RecordingEmail implements EmailSender {
  readonly name = 'recording';
  readonly sent: EmailMessage[] = [];
  async send(message: EmailMessage): Promise<void> {
    this.sent.push(message);
  }
}

const SLOT = '2030-06-03T16:00:00.000Z';

/** One beat's worth of the registry's job steps: the queued jobs (expiry), then matching. */
async function runJobs(db: Db, now: Date): Promise<number> {
  return (await runQueuedJobs(db, now)) + (await runTermNotificationJobs(db, now));
}

describe('term notifications: freed court time is held for the earliest asker, told once', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let venue: VenueDetail;
  let squash: number;
  let sms: RecordingSmsSender;
  let email: RecordingEmail;
  const db = () => ctx.database.db;
  const senders = () => ({ sms, email, appUrl: 'https://app.test' });

  before(async () => {
    // One filler player takes every other squash hour, more than the default fair-use limits allow.
    await db().update(venues).set({ maxActiveReservations: 100, maxUnpaidOnSiteReservations: 100 }).where(eq(venues.id, 1));
    t = await buildTestApp(ctx.database);
    venue = await venueDetail(t, 1);
    squash = sportAt(venue, 'squash').id;
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    sms = new RecordingSmsSender();
    email = new RecordingEmail();
    // Each case starts with no wish and no job left by the one before.
    await db().delete(termNotifications);
    await db().delete(jobs);
  });

  async function book(player: Player, start = SLOT, payment: 'on_site' | 'online' = 'on_site', courtIndex = 0): Promise<Reservation> {
    const booked = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, start, 60, { payment, courtIndex }),
      bearer(player.token),
    );
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const reservation = booked.body.reservations[0];
    assert.ok(reservation);
    return reservation;
  }

  async function wishOf(player: Player, extra: Record<string, unknown> = {}): Promise<number> {
    const asked = await askToBeTold(t, player, {
      tag_id: squash,
      start_time: '2030-06-03T15:00:00.000Z',
      end_time: '2030-06-03T18:00:00.000Z',
      duration_minutes: 60,
      ...extra,
    });
    assert.equal(asked.status, 201, JSON.stringify(asked.body));
    return asked.body.id;
  }

  const listOf = async (player: Player) =>
    (await call<TermNotification[]>(t.app, 'GET', TERM_NOTIFICATION_URL, undefined, bearer(player.token))).body;

  /** Fills every squash court at 17:00–18:00 and 15:00–16:00 so the only time that can free is SLOT's. */
  async function fillOtherSquashTime(owner: Player) {
    const courts = venue.sport_objects.filter((object) => object.sport_type_id === squash);
    for (let index = 0; index < courts.length; index += 1) {
      await book(owner, '2030-06-03T15:00:00.000Z', 'on_site', index);
      await book(owner, '2030-06-03T17:00:00.000Z', 'on_site', index);
      if (index > 0) await book(owner, SLOT, 'on_site', index);
    }
    // The players' first bookings, cancelled to open their accounts, freed time nobody asked for.
    await runJobs(db(), t.clock.now());
  }

  /**
   * Two askers want SLOT's hour, the first a minute earlier; the booking that held it is cancelled
   * and matching runs: the first asker holds it, the second waits.
   */
  async function heldForFirstOfTwoAskers() {
    const [holder, first, second, filler] = [
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
    ];
    await fillOtherSquashTime(filler);
    const taken = await book(holder);
    await wishOf(first);
    t.clock.advance(60);
    await wishOf(second);
    await call(t.app, 'DELETE', `/api/users/reservation/${taken.id}`, undefined, bearer(holder.token));
    await runJobs(db(), t.clock.now());
    return { first, second, filler, taken };
  }

  it('a cancellation: the earliest asker gets the hold and one SMS with the booking link; later runs send nothing', async () => {
    const [holder, first, second, filler] = [
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
    ];
    await fillOtherSquashTime(filler);
    const taken = await book(holder);
    const firstWish = await wishOf(first);
    t.clock.advance(60);
    await wishOf(second);
    assert.equal((await listOf(first))[0]?.status, 'pending');

    assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${taken.id}`, undefined, bearer(holder.token))).status, 200);
    assert.equal(await runJobs(db(), t.clock.now()), 1);
    const [served] = await listOf(first);
    assert.ok(served?.hold);
    assert.deepEqual(
      [served.id, served.status, served.outcome, served.hold.venue_sport_object_id, served.hold.start_time, served.hold.end_time],
      [firstWish, 'sent', 'held', taken.venue_sport_object_id, SLOT, '2030-06-03T17:00:00.000Z'],
    );
    // Starts in more than a day: held 15 minutes.
    assert.equal(served.hold.held_until, new Date(t.clock.now().getTime() + 15 * 60_000).toISOString());
    assert.equal((await listOf(second))[0]?.status, 'pending');

    assert.equal(await sendWishMessages(db(), senders(), t.clock.now()), 2, 'the SMS, and the e-mail job settled with nothing to send');
    assert.deepEqual(
      sms.sent.map((message) => message.to),
      [first.phone],
    );
    const link = sms.sent[0]?.text.match(/https:\/\/app\.test(\S+)/)?.[1];
    assert.equal(link, served.hold.booking_path);
    assert.match(served.hold.booking_path, /^\/reservation\/1\/courts\?.*object=\d+.*start=2030-06-03T16%3A00%3A00.000Z.*step=options/);
    assert.equal(email.sent.length, 0, 'no confirmed e-mail address');
    // Matching again, or sending again, tells nobody twice.
    assert.equal(await runJobs(db(), t.clock.now()), 0);
    assert.equal(await sendWishMessages(db(), senders(), t.clock.now()), 0);
    t.clock.advance(120);
    assert.equal(await sendWishMessages(db(), senders(), t.clock.now()), 0);
    assert.equal(sms.sent.length, 1);
  });

  it('an unpaid online booking auto-cancelled after 30 minutes frees its time for the asker', async () => {
    const [payer, asker, filler] = [
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
    ];
    await fillOtherSquashTime(filler);
    await book(payer, SLOT, 'online');
    await wishOf(asker);
    assert.equal(await runJobs(db(), t.clock.now()), 0);
    t.clock.advance(30 * 60);
    // The expiry job, then the matching job it queued.
    assert.equal(await runJobs(db(), t.clock.now()), 2);
    const [served] = await listOf(asker);
    assert.deepEqual([served?.status, served?.hold?.start_time], ['sent', SLOT]);
  });

  it('an unclaimed hold passes to the next asker, then to everyone', async () => {
    const { first, second, filler, taken } = await heldForFirstOfTwoAskers();
    t.clock.advance(14 * 60);
    assert.equal(await runJobs(db(), t.clock.now()), 0, 'the hold still runs');
    t.clock.advance(60);
    assert.equal(await runJobs(db(), t.clock.now()), 1, 'the hold ended');
    assert.deepEqual([(await listOf(first))[0]?.outcome, (await listOf(second))[0]?.outcome], ['lapsed', 'held']);
    await sendWishMessages(db(), senders(), t.clock.now());
    assert.deepEqual(
      sms.sent.map((message) => message.to),
      [first.phone, second.phone],
    );
    t.clock.advance(15 * 60);
    assert.equal(await runJobs(db(), t.clock.now()), 1);
    assert.equal((await listOf(second))[0]?.outcome, 'lapsed');
    // Nobody left: the slot is everyone's.
    assert.equal((await book(filler)).venue_sport_object_id, taken.venue_sport_object_id);
  });

  it('time freed again while its hold runs stays with the holder: no second asker is offered it', async () => {
    const { first, second, taken } = await heldForFirstOfTwoAskers();
    assert.equal((await listOf(first))[0]?.outcome, 'held');

    // The same hour announced as free once more (another path freeing it, a job run twice).
    const served = await db().transaction((tx) =>
      serveFreedTime(tx, taken.venue_sport_object_id, new Date(SLOT), new Date('2030-06-03T17:00:00.000Z'), t.clock.now()),
    );
    assert.equal(served, null);
    assert.equal((await listOf(second))[0]?.status, 'pending');
  });

  it('a crash between the commit and the send neither loses nor doubles the message; two senders at once send it once', async () => {
    const [holder, asker, filler] = [
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
    ];
    await fillOtherSquashTime(filler);
    const taken = await book(holder);
    await wishOf(asker);
    await call(t.app, 'DELETE', `/api/users/reservation/${taken.id}`, undefined, bearer(holder.token));
    // The hold and its message commit together; the process "dies" before sending (the gateway is unreachable).
    await runJobs(db(), t.clock.now());
    sms.failing = true;
    assert.equal(await sendWishMessages(db(), senders(), t.clock.now()), 1, 'only the e-mail job (nothing to send) settles');
    assert.deepEqual([sms.sent.length, sms.failed.length], [0, 1]);
    // A fresh sender after the restart: within the claim minute nothing is re-sent…
    sms.failing = false;
    assert.equal(await sendWishMessages(db(), senders(), t.clock.now()), 0);
    // …then the message goes out, once, even with two pollers racing for it.
    t.clock.advance(61);
    const both = await Promise.all([sendWishMessages(db(), senders(), t.clock.now()), sendWishMessages(db(), senders(), t.clock.now())]);
    assert.equal(both[0] + both[1], 1);
    assert.deepEqual(
      sms.sent.map((message) => message.to),
      [asker.phone],
    );
    t.clock.advance(3600);
    assert.equal(await sendWishMessages(db(), senders(), t.clock.now()), 0);
    assert.equal(sms.sent.length, 1);
  });

  it('a wish for one court, or for a longer stretch than freed, is not served by other time', async () => {
    const [holder, picky, long, filler] = [
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
    ];
    await fillOtherSquashTime(filler);
    const taken = await book(holder);
    const otherCourt = venue.sport_objects.find((object) => object.sport_type_id === squash && object.id !== taken.venue_sport_object_id);
    assert.ok(otherCourt);
    await wishOf(picky, { venue_sport_object_id: otherCourt.id });
    await wishOf(long, { duration_minutes: 120 });
    await call(t.app, 'DELETE', `/api/users/reservation/${taken.id}`, undefined, bearer(holder.token));
    await runJobs(db(), t.clock.now());
    assert.deepEqual([(await listOf(picky))[0]?.status, (await listOf(long))[0]?.status], ['pending', 'pending']);
  });

  it('race: two freed slots, three askers, others booking during the holds: the held slots go only to their holders, 0 double bookings', async () => {
    const [first, second, third, filler, rival] = [
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
      await wishPlayer(t, ctx.database),
    ];
    await fillOtherSquashTime(filler);
    const taken = await book(filler);
    const courts = venue.sport_objects.filter((object) => object.sport_type_id === squash);
    const other = (await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(filler.token))).body.find(
      (item) => item.start_time === SLOT && item.venue_sport_object_id !== taken.venue_sport_object_id && item.state === 'active',
    );
    assert.ok(other);
    for (const asker of [first, second, third]) {
      await wishOf(asker);
      t.clock.advance(1);
    }
    for (const freed of [taken, other])
      assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${freed.id}`, undefined, bearer(filler.token))).status, 200);
    assert.equal(await runJobs(db(), t.clock.now()), 2);
    const holds = [(await listOf(first))[0]?.hold, (await listOf(second))[0]?.hold];
    assert.equal((await listOf(third))[0]?.status, 'pending');
    const heldCourts = holds.map((hold) => hold?.venue_sport_object_id).sort();
    assert.deepEqual(heldCourts, [taken.venue_sport_object_id, other.venue_sport_object_id].sort());
    // Shown taken to everyone while held.
    const check = await call<{ available: boolean; reason: string | null }>(
      t.app,
      'GET',
      `/api/marketplace/venue/check_availability/${taken.venue_sport_object_id}?start_time=${SLOT}&end_time=2030-06-03T17:00:00.000Z`,
    );
    assert.deepEqual([check.body.available, check.body.reason], [false, 'taken']);
    // The grid too, but for the holder's link: `hold=<id>` shows that one held slot free, with its prices.
    const firstWish = (await listOf(first))[0];
    assert.ok(firstWish?.hold);
    assert.ok(firstWish.hold.booking_path.includes(`hold=${firstWish.id}`));
    const freeAt = async (courtId: number, hold?: number) => {
      const query = `date=2030-06-03&sport_type_id=${squash}${hold === undefined ? '' : `&hold=${hold}`}`;
      const grid = await call<VenueAvailability>(t.app, 'GET', `/api/marketplace/venue/get_object_availabilities/${venue.id}?${query}`);
      const slot = grid.body.objects.find((object) => object.id === courtId)?.slots.find((item) => item.start_time === SLOT);
      return slot ? slot.prices.length > 0 : false;
    };
    const firstHeld = firstWish.hold.venue_sport_object_id;
    const secondHeld = heldCourts.find((court) => court !== firstHeld) ?? 0;
    assert.deepEqual(
      [await freeAt(firstHeld), await freeAt(firstHeld, firstWish.id), await freeAt(secondHeld, firstWish.id)],
      [false, true, false],
    );

    const attempt = async (player: Player, courtId: number) => {
      const index = courts.findIndex((court) => court.id === courtId);
      const request = await bookingRequest(t, 1, SLOT, 60, { courtIndex: index });
      return call<CreateReservationResponse>(t.app, 'POST', '/api/users/reservation', request, bearer(player.token));
    };
    const [firstCourt, secondCourt] = [holds[0]?.venue_sport_object_id, holds[1]?.venue_sport_object_id];
    assert.ok(firstCourt && secondCourt);
    const answers = await Promise.all([
      attempt(rival, firstCourt),
      attempt(third, secondCourt),
      attempt(first, firstCourt),
      attempt(rival, secondCourt),
      attempt(second, secondCourt),
      attempt(third, firstCourt),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [409, 409, 201, 409, 201, 409],
    );
    const active = await db()
      .select({ court: reservations.sportObjectId, user: reservations.userId })
      .from(reservations)
      .where(
        and(
          eq(reservations.startTime, new Date(SLOT)),
          eq(reservations.state, 'active'),
          inArray(reservations.sportObjectId, [firstCourt, secondCourt]),
        ),
      );
    assert.deepEqual(
      active.map((row) => `${row.court}:${row.user}`).sort(),
      [`${firstCourt}:${first.userId}`, `${secondCourt}:${second.userId}`].sort(),
    );
    // Booking it marked the wishes done; the hold-end jobs pass nothing on.
    assert.deepEqual([(await listOf(first))[0]?.outcome, (await listOf(second))[0]?.outcome], ['booked', 'booked']);
    t.clock.advance(20 * 60);
    await runJobs(db(), t.clock.now());
    assert.equal((await listOf(third))[0]?.status, 'pending');
  });
});
