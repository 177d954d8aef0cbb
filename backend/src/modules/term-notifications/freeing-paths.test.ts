import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CreateReservationResponse, TermNotification, VenueDetail } from '@venue/api';
import { venues } from '../../db/schema/index.js';
import type { EmailMessage, EmailSender } from '../../plugins/email/email-sender.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest, sportAt, venueDetail } from '../../testing/booking-helpers.js';
import { createTrainer } from '../../testing/class-helpers.js';
import { createCourse } from '../../testing/course-helpers.js';
import { RecordingSmsSender } from '../../testing/recording-sms-sender.js';
import { askToBeTold, TERM_NOTIFICATION_URL, wishPlayer, type Player } from '../../testing/term-notification-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs } from '../jobs/job-handlers.js';
import { sendSeriesReleaseNotices } from '../reservations/series-release.js';
import { announceFreedCourtTime } from './court-freed.js';
import { runTermNotificationJobs } from './matching.js';

class NoEmail implements EmailSender {
  readonly name = 'none';
  async send(_message: EmailMessage): Promise<void> {}
}

/*
 * Every way court time frees reaches the wishes (issue 29). A player's cancellation, the unpaid
 * auto-cancel and the hold's hand-over are in matching.test.ts; these are the others: a released
 * series date, a trainer's lesson the venue calls off, and a course, which holds its court by its
 * schedule (an enrolment ending frees no court time, so nothing is held). A class occurrence has
 * no cancelling path in this backend (decision 022).
 */
describe('term notifications: each way court time frees serves the asker', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let venue: VenueDetail;
  let squash: number;
  let squashCourts: number[];
  const db = () => ctx.database.db;

  before(async () => {
    await db().update(venues).set({ maxActiveReservations: 100, maxUnpaidOnSiteReservations: 100 }).where(eq(venues.id, 1));
    t = await buildTestApp(ctx.database);
    venue = await venueDetail(t, 1);
    ({ id: squash, courts: squashCourts } = sportAt(venue, 'squash'));
  });

  beforeEach(() => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
  });

  async function wish(player: Player, body: Record<string, unknown>): Promise<number> {
    const asked = await askToBeTold(t, player, { duration_minutes: 60, ...body });
    assert.equal(asked.status, 201, JSON.stringify(asked.body));
    return asked.body.id;
  }

  const wishOf = async (player: Player, id: number) =>
    (await call<TermNotification[]>(t.app, 'GET', TERM_NOTIFICATION_URL, undefined, bearer(player.token))).body.find(
      (item) => item.id === id,
    );

  it('a released series date: the unpaid weekly date is held for the asker', async () => {
    const [payer, asker] = [await wishPlayer(t, ctx.database), await wishPlayer(t, ctx.database)];
    const weeks = ['2030-06-03T14:00:00.000Z', '2030-06-10T14:00:00.000Z', '2030-06-17T14:00:00.000Z'];
    const request = await bookingRequest(t, 1, weeks[0] ?? '', 60, { payment: 'online' });
    const series = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      { ...request, recurring: { until: '2030-06-17', mode: 'create', occurrences: weeks } },
      bearer(payer.token),
    );
    assert.equal(series.status, 201, JSON.stringify(series.body));
    const id = await wish(asker, {
      tag_id: squash,
      venue_sport_object_id: request.venue_sport_object_id,
      start_time: '2030-06-10T13:00:00.000Z',
      end_time: '2030-06-10T16:00:00.000Z',
    });
    await runTermNotificationJobs(db(), t.clock.now());
    t.clock.advance(31 * 60);
    // The series' notice runs first and releases the unpaid dates itself (series-release.ts).
    assert.equal(
      await sendSeriesReleaseNotices(
        db(),
        { sms: new RecordingSmsSender(), email: new NoEmail(), appUrl: 'https://app.test' },
        t.clock.now(),
      ),
      1,
    );
    await runTermNotificationJobs(db(), t.clock.now());
    const served = await wishOf(asker, id);
    assert.deepEqual(
      [served?.status, served?.hold?.venue_sport_object_id, served?.hold?.start_time],
      ['sent', request.venue_sport_object_id, '2030-06-10T14:00:00.000Z'],
    );
  });

  it('a trainer’s lesson the venue calls off (hours changed, “cancel”): its court time is held for the asker', async () => {
    const [player, asker] = [await wishPlayer(t, ctx.database), await wishPlayer(t, ctx.database)];
    const account = await signIn(t, phone(90));
    // Monday 2030-06-03, 08:00–20:00 in Warsaw.
    const trainer = await createTrainer(db(), {
      venueId: 1,
      courts: squashCourts.slice(0, 2),
      weekly: [[1, 8 * 60, 20 * 60]],
      userId: account.user.id,
    });
    const lesson = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, '2030-06-03T16:00:00.000Z', 60, { trainer_venue_profile_id: trainer.id, payment: 'on_site' }),
      bearer(player.token),
    );
    assert.equal(lesson.status, 201, JSON.stringify(lesson.body));
    const court = lesson.body.reservations[0]?.venue_sport_object_id;
    const id = await wish(asker, {
      tag_id: squash,
      venue_sport_object_id: court,
      start_time: '2030-06-03T15:00:00.000Z',
      end_time: '2030-06-03T18:00:00.000Z',
    });
    const dayOff = { weekly: [{ weekday: 1, from: '08:00', to: '20:00' }], overrides: [{ date: '2030-06-03', windows: [] }] };
    const changed = await call(
      t.app,
      'PATCH',
      `/api/users/trainer_venue_profile/${trainer.id}`,
      { working_hours: dayOff, outside_lessons: 'cancel' },
      bearer(account.token),
    );
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    await runJobs(db(), t.clock.now());
    await runTermNotificationJobs(db(), t.clock.now());
    const served = await wishOf(asker, id);
    assert.deepEqual(
      [served?.status, served?.hold?.venue_sport_object_id, served?.hold?.start_time],
      ['sent', court, '2030-06-03T16:00:00.000Z'],
    );
  });

  it('a course holds its court by its schedule: its session’s time, even announced as freed, is held for nobody', async () => {
    const asker = await wishPlayer(t, ctx.database);
    // Tuesdays and Thursdays 17:00 in Warsaw on court 1: 15:00 UTC on Tuesday 2030-06-04.
    const course = await createCourse(db());
    const sportTypeId = venue.sport_objects.find((object) => object.id === course.sportObjectId)?.sport_type_id;
    const id = await wish(asker, {
      tag_id: sportTypeId,
      venue_sport_object_id: course.sportObjectId,
      start_time: '2030-06-04T14:00:00.000Z',
      end_time: '2030-06-04T17:00:00.000Z',
    });
    // The asker's own first booking, cancelled to open the account, is matched first.
    await runTermNotificationJobs(db(), t.clock.now());
    const start = new Date('2030-06-04T15:00:00.000Z');
    await db().transaction((tx) =>
      announceFreedCourtTime(
        tx,
        [{ reservationId: 0, sportObjectId: course.sportObjectId, start, end: new Date('2030-06-04T16:00:00.000Z') }],
        t.clock.now(),
      ),
    );
    assert.equal(await runTermNotificationJobs(db(), t.clock.now()), 1, 'the match ran');
    const waiting = await wishOf(asker, id);
    assert.deepEqual([waiting?.status, waiting?.hold ?? null], ['pending', null]);
  });
});
