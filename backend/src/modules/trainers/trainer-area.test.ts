import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  LessonsOutsideHoursBodySchema,
  PendingTrainerListSchema,
  TrainerOwnProfileSchema,
  TrainerReservationsSchema,
  UpdateTrainerProfileResponseSchema,
  type ApiErrorBody,
  type PendingTrainer,
  type PublicTrainerProfile,
  type TrainerAvailability,
  type TrainerOwnProfile,
  type TrainerReservations,
  type UpdateTrainerProfileRequest,
  type UpdateTrainerProfileResponse,
  type VenueDetail,
} from '@venue/api';
import { children, users } from '../../db/schema/index.js';
import { insertDeskEnrollment } from '../courses/course-setup.js';
import { grantVenueOwner } from '../users/venue-profiles.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { sendLessonCancelledNotices } from './lesson-cancel-notice.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest, sportAt, venueDetail } from '../../testing/booking-helpers.js';
import { createClass, createTrainer, makeOwner } from '../../testing/class-helpers.js';
import { createChild, createCourse } from '../../testing/course-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

const WARSZAWA = 1;
const KRAKOW = 2;
const h = (hour: number) => hour * 60;
const NINE_TO_FIVE = { weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })), overrides: [] };

describe('the trainer area', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let squash: number[];
  let squashType: number;

  before(async () => {
    t = await buildTestApp(ctx.database);
    const venue: VenueDetail = await venueDetail(t, WARSZAWA);
    ({ id: squashType, courts: squash } = sportAt(venue, 'squash'));
  });

  beforeEach(() => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
  });

  const auth = (token?: string) => (token ? bearer(token) : {});
  const own = (id: number, token?: string) =>
    call<TrainerOwnProfile & ApiErrorBody>(t.app, 'GET', `/api/users/trainer_venue_profile/${id}`, undefined, auth(token));
  const patch = (id: number, body: UpdateTrainerProfileRequest, token?: string) =>
    call<UpdateTrainerProfileResponse & ApiErrorBody>(t.app, 'PATCH', `/api/users/trainer_venue_profile/${id}`, body, auth(token));
  const schedule = (id: number, token?: string, query = '') =>
    call<TrainerReservations & ApiErrorBody>(
      t.app,
      'GET',
      `/api/users/trainer_venue_profile/reservation/${id}${query}`,
      undefined,
      auth(token),
    );
  const pending = (token?: string, query = '') =>
    call<PendingTrainer[] & ApiErrorBody>(
      t.app,
      'GET',
      `/api/users/venue_owner/trainer_venue_profile/pending${query}`,
      undefined,
      auth(token),
    );
  const publicList = async () =>
    (await call<PublicTrainerProfile[]>(t.app, 'GET', `/api/marketplace/venue/trainer_venue_profile/${WARSZAWA}`)).body;
  const availability = (trainerId: number, date: string) =>
    call<TrainerAvailability>(
      t.app,
      'GET',
      `/api/marketplace/venue/trainer_venue_profile/${WARSZAWA}/availability?trainer_id=${trainerId}&date=${date}`,
    );

  /** A signed-in user with a trainer profile at Warszawa (accepted unless told otherwise). */
  async function trainerAccount(n: number, fixture: Partial<Parameters<typeof createTrainer>[1]> = {}) {
    const account = await signIn(t, phone(n));
    const profile = await createTrainer(ctx.database.db, {
      venueId: WARSZAWA,
      courts: squash.slice(0, 2),
      weekly: [[1, h(8), h(20)]],
      ...fixture,
      userId: account.user.id,
    });
    return { token: account.token, id: profile.id };
  }

  async function player(n: number, firstName: string, lastName: string) {
    const account = await signIn(t, phone(n));
    await ctx.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, account.user.id));
    return account;
  }

  async function bookLesson(
    token: string,
    trainerId: number,
    start: string,
    extra: { courtIndex?: number; payment?: 'online' | 'on_site' } = {},
  ) {
    const body = await bookingRequest(t, WARSZAWA, start, 60, { trainer_venue_profile_id: trainerId, ...extra });
    const answer = await call<{ reservations: { id: number; base_price: number }[] }>(
      t.app,
      'POST',
      '/api/users/reservation',
      body,
      bearer(token),
    );
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const [reservation] = answer.body.reservations;
    assert.ok(reservation);
    return reservation;
  }

  it('the trainer reads and edits their own profile; strangers and the owner get 404, nobody signed in 401', async () => {
    const trainer = await trainerAccount(10);
    const stranger = await signIn(t, phone(11));
    const owner = await signIn(t, phone(12));
    await makeOwner(ctx.database.db, owner.user.id, WARSZAWA);

    const mine = await own(trainer.id, trainer.token);
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    assert.ok(v.is(TrainerOwnProfileSchema, mine.body));
    assert.deepEqual([mine.body.venue_name.length > 0, mine.body.timezone, mine.body.status], [true, 'Europe/Warsaw', 'accepted']);
    assert.deepEqual(mine.body.opening_hours[0], { weekday: 1, opens: '07:00', closes: '23:00' });
    assert.deepEqual(mine.body.working_hours.weekly, [{ weekday: 1, from: '08:00', to: '20:00' }]);

    for (const token of [stranger.token, owner.token]) {
      assert.deepEqual([(await own(trainer.id, token)).status, (await own(trainer.id, token)).body.code], [404, 'NOT_FOUND']);
      const edit = await patch(trainer.id, { visibility: 'hidden' }, token);
      assert.deepEqual([edit.status, edit.body.code], [404, 'NOT_FOUND']);
    }
    assert.equal((await own(trainer.id)).status, 401);
    assert.equal((await patch(trainer.id, { visibility: 'hidden' })).status, 401);
    assert.equal((await own(99_999, trainer.token)).status, 404);
    assert.equal((await publicList()).length, 1, 'the strangers changed nothing');

    const saved = await patch(trainer.id, { visibility: 'hidden', about: '  Gram od 2010  ' }, trainer.token);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.ok(v.is(UpdateTrainerProfileResponseSchema, saved.body));
    assert.deepEqual([saved.body.profile.visibility, saved.body.profile.about], ['hidden', 'Gram od 2010']);
    assert.deepEqual(saved.body.profile.working_hours, mine.body.working_hours, 'hours not sent stay as they were');
    assert.deepEqual(await publicList(), []);
    const status = await patch(trainer.id, { status: 'pending' } as unknown as UpdateTrainerProfileRequest, trainer.token);
    assert.deepEqual([status.status, status.body.fieldErrors?.status?.key], [400, 'validation.readOnly']);
  });

  it('a pending trainer reads but changes nothing (403) until the owner, who lists them, accepts', async () => {
    const trainer = await trainerAccount(20, { status: 'pending' });
    const owner = await signIn(t, phone(21));
    const otherOwner = await signIn(t, phone(22));
    const stranger = await signIn(t, phone(23));
    await makeOwner(ctx.database.db, owner.user.id, WARSZAWA);
    await makeOwner(ctx.database.db, otherOwner.user.id, KRAKOW);

    assert.equal((await own(trainer.id, trainer.token)).body.status, 'pending');
    for (const body of [{ working_hours: NINE_TO_FIVE }, { visibility: 'visible' as const }]) {
      const refused = await patch(trainer.id, body, trainer.token);
      assert.deepEqual([refused.status, refused.body.code], [403, 'TRAINER_PENDING_APPROVAL']);
    }
    assert.deepEqual((await own(trainer.id, trainer.token)).body.working_hours.weekly, [{ weekday: 1, from: '08:00', to: '20:00' }]);

    const listed = await pending(owner.token);
    assert.equal(listed.status, 200);
    assert.ok(v.is(PendingTrainerListSchema, listed.body));
    assert.deepEqual(
      listed.body.map((item) => [item.id, item.venue_id, item.phone_number]),
      [[trainer.id, WARSZAWA, `+48${phone(20)}`]],
    );
    assert.deepEqual((await pending(owner.token, `?venue_id=${WARSZAWA}`)).body.length, 1);
    assert.deepEqual((await pending(otherOwner.token)).body, []);
    assert.deepEqual((await pending(stranger.token)).body, []);
    const notTheirs = await pending(otherOwner.token, `?venue_id=${WARSZAWA}`);
    assert.deepEqual([notTheirs.status, notTheirs.body.code], [403, 'FORBIDDEN']);
    assert.equal((await pending()).status, 401);
    // Reception at a venue without an owner account: the staff tool's grant makes them one.
    const reception = await signIn(t, phone(24));
    await grantVenueOwner(ctx.database.db, reception.user.id, WARSZAWA);
    assert.deepEqual(
      (await pending(reception.token)).body.map((item) => item.id),
      [trainer.id],
    );
    assert.equal((await pending(owner.token, '?venue_id=abc')).status, 400);

    const accepted = await call(
      t.app,
      'POST',
      `/api/users/venue_owner/trainer_venue_profile/${trainer.id}/accept`,
      undefined,
      bearer(owner.token),
    );
    assert.equal(accepted.status, 200);
    assert.deepEqual((await pending(owner.token)).body, []);
    assert.equal((await patch(trainer.id, { working_hours: NINE_TO_FIVE }, trainer.token)).status, 200);
  });

  it('hours that make no sense are refused with field errors and nothing is saved', async () => {
    const trainer = await trainerAccount(30);
    const refused = await patch(
      trainer.id,
      {
        working_hours: {
          weekly: [
            { weekday: 1, from: '12:00', to: '09:00' },
            { weekday: 2, from: '06:00', to: '08:00' },
            { weekday: 3, from: '09:00', to: '12:00' },
            { weekday: 3, from: '11:00', to: '13:00' },
          ],
          overrides: [
            { date: '2030-06-10', windows: [{ from: '10:00', to: '11:00' }] },
            { date: '2030-06-10', windows: [] },
          ],
        },
      },
      trainer.token,
    );
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.fieldErrors, {
      'working_hours.weekly.0.to': { key: 'trainer:validation.timeOrder' },
      'working_hours.weekly.1.from': { key: 'trainer:validation.outsideOpeningHours' },
      'working_hours.weekly.3.from': { key: 'trainer:validation.timeOverlap' },
      'working_hours.overrides.1.date': { key: 'trainer:validation.duplicateDate' },
    });
    const format = await patch(
      trainer.id,
      { working_hours: { weekly: [{ weekday: 8, from: '9:00', to: '17:00' }], overrides: [] } },
      trainer.token,
    );
    assert.deepEqual(Object.keys(format.body.fieldErrors ?? {}).sort(), ['working_hours.weekly.0.from', 'working_hours.weekly.0.weekday']);
    assert.deepEqual((await own(trainer.id, trainer.token)).body.working_hours.weekly, [{ weekday: 1, from: '08:00', to: '20:00' }]);
  });

  it('09:00–17:00 saved stays 09:00–17:00 for the trainer and for players across the 2026 and 2027 DST changes (Europe/Warsaw)', async () => {
    t.clock.set(new Date('2026-10-20T10:00:00Z'));
    const trainer = await trainerAccount(40, { courts: squash.slice(0, 1) });
    const saved = await patch(trainer.id, { working_hours: NINE_TO_FIVE }, trainer.token);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.profile.working_hours, NINE_TO_FIVE);
    // The editor's round trip: what it reads it saves back unchanged.
    const read = (await own(trainer.id, trainer.token)).body.working_hours;
    assert.deepEqual((await patch(trainer.id, { working_hours: read }, trainer.token)).body.profile.working_hours, NINE_TO_FIVE);
    assert.deepEqual((await publicList())[0]?.working_hours, NINE_TO_FIVE);

    const firstAndLast = async (date: string) => {
      const slots = (await availability(trainer.id, date)).body.slots;
      const last = slots.at(-1);
      return [slots[0]?.local_time, slots[0]?.start_time, last?.local_time, last?.start_time, last?.prices.length];
    };
    // Summer time ends on 25 October 2026 (UTC+2 → UTC+1) and starts on 28 March 2027.
    assert.deepEqual(await firstAndLast('2026-10-24'), ['09:00', '2026-10-24T07:00:00.000Z', '16:00', '2026-10-24T14:00:00.000Z', 1]);
    assert.deepEqual(await firstAndLast('2026-10-25'), ['09:00', '2026-10-25T08:00:00.000Z', '16:00', '2026-10-25T15:00:00.000Z', 1]);
    t.clock.set(new Date('2027-03-20T10:00:00Z'));
    assert.deepEqual(await firstAndLast('2027-03-27'), ['09:00', '2027-03-27T08:00:00.000Z', '16:00', '2027-03-27T15:00:00.000Z', 1]);
    assert.deepEqual(await firstAndLast('2027-03-28'), ['09:00', '2027-03-28T07:00:00.000Z', '16:00', '2027-03-28T14:00:00.000Z', 1]);
    t.clock.set(new Date('2027-10-25T10:00:00Z'));
    assert.deepEqual(await firstAndLast('2027-10-31'), ['09:00', '2027-10-31T08:00:00.000Z', '16:00', '2027-10-31T15:00:00.000Z', 1]);
    // (A year on the trainer's session has lapsed; players still read the hours as saved.)
    assert.deepEqual((await publicList())[0]?.working_hours, NINE_TO_FIVE);
  });

  it('new hours that strand booked lessons: 409 listing them, then keep, or cancel with a full refund and the player’s SMS', async () => {
    const trainer = await trainerAccount(50, { pricePerHour: 6000 });
    const anna = await player(51, 'Anna', 'demo');
    const piotr = await player(52, 'Piotr', 'Nowak');
    // Monday 3 June 2030 in Warsaw (UTC+2): 10:00 paid online, 18:00 on site.
    const paidLesson = await bookLesson(anna.token, trainer.id, '2030-06-03T08:00:00Z', { payment: 'online' });
    await postToLedger(ctx.database.db, {
      userId: anna.user.id,
      type: 'manual_adjustment',
      availableDelta: 50_000,
      description: 'Zasilenie testowe',
      idempotencyKey: `test:fund:${anna.user.id}`,
      now: t.clock.now(),
    });
    const paid = await call(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: WARSZAWA, reservation_id: paidLesson.id, use_wallet: true },
      bearer(anna.token),
    );
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    const siteLesson = await bookLesson(piotr.token, trainer.id, '2030-06-03T16:00:00Z', { payment: 'on_site', courtIndex: 1 });
    const noon = { weekly: [{ weekday: 1, from: '12:00', to: '17:00' }], overrides: [] };

    const asked = await patch(trainer.id, { working_hours: noon, visibility: 'hidden' }, trainer.token);
    assert.equal(asked.status, 409, JSON.stringify(asked.body));
    assert.ok(v.is(LessonsOutsideHoursBodySchema, asked.body));
    const lessons = (
      asked.body as unknown as { lessons: { id: number; display_name: string; payment_status: string; local_start: string }[] }
    ).lessons;
    assert.deepEqual(
      lessons.map((lesson) => [lesson.id, lesson.display_name, lesson.payment_status, lesson.local_start]),
      [
        [paidLesson.id, 'Anna D.', 'paid', '10:00'],
        [siteLesson.id, 'Piotr N.', 'unpaid', '18:00'],
      ],
    );
    const unchanged = (await own(trainer.id, trainer.token)).body;
    assert.deepEqual([unchanged.visibility, unchanged.working_hours.weekly[0]?.from], ['visible', '08:00'], 'nothing saved');

    const kept = await patch(trainer.id, { working_hours: noon, outside_lessons: 'keep' }, trainer.token);
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.deepEqual(
      [kept.body.kept_lessons.map((lesson) => lesson.id), kept.body.cancelled_lessons, kept.body.profile.working_hours],
      [[paidLesson.id, siteLesson.id], [], noon],
    );
    // Kept lessons are not asked about again; bringing them back inside asks nothing either.
    assert.equal((await patch(trainer.id, { working_hours: noon }, trainer.token)).status, 200);
    const allDay = { weekly: [{ weekday: 1, from: '08:00', to: '20:00' }], overrides: [] };
    assert.equal((await patch(trainer.id, { working_hours: allDay }, trainer.token)).status, 200);

    const dayOff = { weekly: [{ weekday: 1, from: '08:00', to: '20:00' }], overrides: [{ date: '2030-06-03', windows: [] }] };
    const cancelled = await patch(
      trainer.id,
      { working_hours: dayOff, outside_lessons: 'cancel', message: 'Choroba, przepraszam' },
      trainer.token,
    );
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.deepEqual(
      cancelled.body.cancelled_lessons.map((lesson) => [lesson.id, lesson.state]),
      [
        [paidLesson.id, 'cancelled'],
        [siteLesson.id, 'cancelled'],
      ],
    );
    const annaView = await call<{ state: string }>(
      t.app,
      'GET',
      `/api/users/reservation/single/${paidLesson.id}`,
      undefined,
      bearer(anna.token),
    );
    assert.equal(annaView.body.state, 'cancelled');
    // The whole price (not only what the free-cancellation limit would give) is back in Anna's wallet.
    const wallet = await call<{ available: number }>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(anna.token));
    assert.equal(wallet.body.available, 50_000);

    t.sms.sent.length = 0;
    assert.equal(await sendLessonCancelledNotices(ctx.database.db, t.sms, t.clock.now()), 2);
    const toAnna = t.sms.sent.find((message) => message.to === `+48${phone(51)}`)?.text ?? '';
    const toPiotr = t.sms.sent.find((message) => message.to === `+48${phone(52)}`)?.text ?? '';
    assert.match(toAnna, /odwołano lekcję pon\. 3\.06 10:00 \(trener: .*\)\. Pełna kwota wróciła.*Choroba, przepraszam$/);
    assert.ok(!toPiotr.includes('Pełna kwota'), toPiotr);
    assert.equal(await sendLessonCancelledNotices(ctx.database.db, t.sms, t.clock.now()), 0, 'once per lesson');
    // The trainer is free again then, and the schedule shows both as cancelled.
    const day = await schedule(trainer.id, trainer.token, '?begin_time=2030-06-03T00:00:00Z&end_time=2030-06-04T00:00:00Z');
    assert.deepEqual(
      day.body.entries.map((entry) => entry.state),
      ['cancelled', 'cancelled'],
    );
  });

  it('a lesson booked while the hours change is either refused or listed in the 409, never stranded silently', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const trainer = await trainerAccount(70 + round * 2);
      const booker = await player(71 + round * 2, 'Gracz', 'Testowy');
      const body = await bookingRequest(t, WARSZAWA, `2030-06-03T${String(8 + round * 2).padStart(2, '0')}:00:00Z`, 60, {
        trainer_venue_profile_id: trainer.id,
        payment: 'on_site',
      });
      const [booked, changed] = await Promise.all([
        call<{ reservations: { id: number }[] } & ApiErrorBody>(t.app, 'POST', '/api/users/reservation', body, bearer(booker.token)),
        patch(trainer.id, { working_hours: { weekly: [], overrides: [] } }, trainer.token),
      ]);
      outcomes.add(`${booked.status}/${changed.status}`);
      if (booked.status === 201) {
        assert.equal(changed.status, 409, JSON.stringify(changed.body));
        const lessons = (changed.body as unknown as { lessons: { id: number }[] }).lessons;
        assert.deepEqual(
          lessons.map((lesson) => lesson.id),
          [booked.body.reservations[0]?.id],
        );
      } else {
        assert.deepEqual([booked.status, booked.body.code, changed.status], [422, 'TRAINER_NOT_AVAILABLE', 200]);
      }
    }
    assert.ok(outcomes.size >= 1);
  });

  /** A Monday course on the third squash court at 16:00 Warsaw time, with a paid place for each named child. */
  async function ledCourse(trainerId: number, name: string, parentId: number, childNames: string[]) {
    const course = await createCourse(ctx.database.db, {
      venueId: WARSZAWA,
      sportTypeId: squashType,
      sportObjectId: squash[2] ?? 0,
      trainerVenueProfileId: trainerId,
      name,
      weekdays: [1],
      startMinute: h(16),
    });
    for (const firstName of childNames) {
      const childId = await createChild(ctx.database.db, parentId, '2021-03-10', firstName);
      const [child] = await ctx.database.db.select().from(children).where(eq(children.id, childId));
      assert.ok(child);
      await ctx.database.db.transaction((tx) => insertDeskEnrollment(tx, course, { userId: parentId, child }, t.clock.now()));
    }
    return course;
  }

  it('the schedule: lessons and the classes and courses they lead, for the trainer and the venue’s owner only, in a bounded window', async () => {
    const trainer = await trainerAccount(60);
    const other = await trainerAccount(61);
    const owner = await signIn(t, phone(62));
    const krakowOwner = await signIn(t, phone(63));
    const stranger = await signIn(t, phone(64));
    await makeOwner(ctx.database.db, owner.user.id, WARSZAWA);
    await makeOwner(ctx.database.db, krakowOwner.user.id, KRAKOW);
    const anna = await player(65, 'Anna', 'Demo');
    const lesson = await bookLesson(anna.token, trainer.id, '2030-06-03T08:00:00Z', { payment: 'on_site' });
    const dropped = await bookLesson(anna.token, trainer.id, '2030-06-03T13:00:00Z', { payment: 'on_site' });
    assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${dropped.id}`, undefined, bearer(anna.token))).status, 200);
    const led = await createClass(ctx.database.db, {
      venueId: WARSZAWA,
      sportObjectId: squash[2] ?? 0,
      trainerId: trainer.id,
      name: 'Squash dla początkujących',
      max: 6,
      starts: ['2030-06-03T10:00:00Z', '2030-06-05T10:00:00Z'],
    });
    const parent = await player(66, 'Marta', 'Rodzic');
    const course = await ledCourse(trainer.id, 'Mini squash', parent.user.id, ['Zosia', 'Staś']);
    await ledCourse(other.id, 'Squash dla innych', parent.user.id, []);
    t.clock.set(new Date('2030-06-03T09:30:00Z'));

    const window = '?begin_time=2030-06-03T00:00:00Z&end_time=2030-06-04T00:00:00Z';
    const mine = await schedule(trainer.id, trainer.token, window);
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    assert.ok(v.is(TrainerReservationsSchema, mine.body));
    assert.deepEqual(
      mine.body.entries.map((entry) => [
        entry.kind,
        entry.id,
        entry.state,
        entry.display_name,
        entry.local_start,
        entry.local_end,
        entry.payment_status,
        entry.price,
        entry.participants,
        entry.max_participants,
      ]),
      [
        ['lesson', lesson.id, 'past', 'Anna D.', '10:00', '11:00', 'unpaid', 6000, null, null],
        ['class', led.occurrenceIds[0], 'upcoming', 'Squash dla początkujących', '12:00', '13:00', null, null, 0, 6],
        ['lesson', dropped.id, 'cancelled', 'Anna D.', '15:00', '16:00', 'unpaid', 6000, null, null],
        ['course', course.id, 'upcoming', 'Mini squash', '16:00', '17:00', null, null, 2, 8],
      ],
    );
    assert.ok(!JSON.stringify(mine.body).includes('Demo'), 'the surname stays private');
    assert.ok(!/Zosia|Staś|Testowa/.test(JSON.stringify(mine.body)), 'no child is named');
    assert.deepEqual((await schedule(trainer.id, owner.token, window)).body, mine.body);
    for (const token of [stranger.token, other.token, krakowOwner.token, anna.token]) {
      const refused = await schedule(trainer.id, token, window);
      assert.deepEqual([refused.status, refused.body.code], [404, 'NOT_FOUND']);
    }
    assert.equal((await schedule(trainer.id, undefined, window)).status, 401);

    // Without a window: the week from the venue's today.
    const week = await schedule(trainer.id, trainer.token);
    assert.deepEqual(
      [week.body.begin_time, week.body.end_time, week.body.entries.length],
      ['2030-06-02T22:00:00.000Z', '2030-06-09T22:00:00.000Z', 5],
    );
    const tooLong = await schedule(trainer.id, trainer.token, '?begin_time=2030-06-01T00:00:00Z&end_time=2030-08-03T00:00:00Z');
    assert.deepEqual([tooLong.status, tooLong.body.fieldErrors?.end_time?.key], [400, 'trainer:validation.rangeTooLong']);
    const reversed = await schedule(trainer.id, trainer.token, '?begin_time=2030-06-04T00:00:00Z&end_time=2030-06-03T00:00:00Z');
    assert.deepEqual([reversed.status, reversed.body.fieldErrors?.end_time?.key], [400, 'trainer:validation.timeOrder']);
  });
});
