import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import * as v from 'valibot';
import {
  CourseEnrollmentResponseSchema,
  CourseListSchema,
  CoursePriceSchema,
  ReservationListSchema,
  type Course,
  type CourseEnrollmentResponse,
  type CoursePrice,
  type Reservation,
  type VenueDetail,
} from '@venue/api';
import { bearer } from '../../testing/auth-helpers.js';
import { venueDetail } from '../../testing/booking-helpers.js';
import { createTrainer } from '../../testing/class-helpers.js';
import { createChild, createCourse, createParent } from '../../testing/course-helpers.js';
import { buildPaymentTestApp, tokenFromRedirect, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs } from '../jobs/job-handlers.js';
import { postToLedger } from '../wallet/wallet-service.js';

type Body = Record<string, unknown>;

describe('courses: the list and enrolling a child', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;
  let venue: VenueDetail;
  let regulations: number[];
  const db = () => ctx.database.db;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
    venue = await venueDetail(t, 1);
    regulations = venue.regulations.filter((item) => item.required).map((item) => item.id);
  });

  const list = async (query = '') => {
    const answer = await call<Course[]>(t.app, 'GET', `/api/public/venue/course/1${query}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(v.is(CourseListSchema, answer.body));
    return answer.body;
  };
  const enrol = (token: string, courseId: number, body: Body) =>
    call<CourseEnrollmentResponse & { code?: string } & Body>(
      t.app,
      'POST',
      `/api/users/course_enrollment/${courseId}`,
      { course_id: courseId, venue_id: 1, accepted_regulation_ids: regulations, ...body },
      bearer(token),
    );
  const quote = (token: string, courseId: number, body: Body) =>
    call<CoursePrice & { code?: string }>(
      t.app,
      'POST',
      `/api/users/course_enrollment/${courseId}/quote`,
      { course_id: courseId, venue_id: 1, ...body },
      bearer(token),
    );
  const fund = (userId: number, amount: number) =>
    postToLedger(db(), {
      userId,
      type: 'manual_adjustment',
      availableDelta: amount,
      description: 'Zasilenie testowe',
      idempotencyKey: `test:fund:${userId}:${amount}`,
      now: t.clock.now(),
    });

  it('lists every field with the free places now, and filters by the spec’s parameters', async () => {
    const trainer = await createTrainer(db(), { venueId: 1, courts: [1], displayName: 'Ola Trenerka' });
    const kids = await createCourse(db(), { trainerVenueProfileId: trainer.id, maxParticipants: 2 });
    await createCourse(db(), {
      name: 'Padel dla dorosłych',
      type: 'adults',
      paymentType: 'full_course',
      priceGrosze: 30_000,
      weekdays: [6],
      minAge: 18,
      maxAge: null,
      maxParticipants: null,
      enrollmentOpen: false,
      difficulty: 4,
      colour: '#8e24aa',
    });
    const all = await list();
    assert.deepEqual(
      all.map((course) => course.name),
      ['Padel dla dorosłych', 'Tenis dla dzieci'],
    );
    const tennis = all.find((course) => course.id === kids.id);
    assert.ok(tennis);
    assert.deepEqual(
      {
        trainer: tennis.trainer,
        weekdays: tennis.weekdays,
        time: tennis.time,
        dates: [tennis.start_date, tennis.end_date],
        classes_count: tennis.classes_count,
        first: tennis.sessions[0],
        places: [tennis.max_participants, tennis.free_places],
        prices: [tennis.payment_type, tennis.price, tennis.price_per_session, tennis.price_full_course],
        rest: [tennis.colour, tennis.difficulty, tennis.enrollment_open, tennis.type, tennis.min_age, tennis.max_age],
      },
      {
        trainer: { id: trainer.id, display_name: 'Ola Trenerka', photo_url: null },
        weekdays: [2, 4],
        time: '17:00',
        dates: ['2030-06-04', '2030-06-27'],
        classes_count: 8,
        first: { date: '2030-06-04', start_time: '2030-06-04T15:00:00.000Z', end_time: '2030-06-04T16:00:00.000Z', past: false },
        places: [2, 2],
        prices: ['per_session', 4000, 4000, 32_000],
        rest: ['#1e88e5', 2, true, 'children', 6, 12],
      },
    );
    const padel = all.find((course) => course.id !== kids.id);
    assert.deepEqual([padel?.max_participants, padel?.free_places, padel?.enrollment_open], [null, null, false]);

    const names = async (query: string) => (await list(query)).map((course) => course.name);
    assert.deepEqual(await names('?payment_type=full_course'), ['Padel dla dorosłych']);
    assert.deepEqual(await names('?weekday=4'), ['Tenis dla dzieci']);
    assert.deepEqual(await names(`?trainer_id=${trainer.id}`), ['Tenis dla dzieci']);
    assert.deepEqual(await names('?name=PADEL'), ['Padel dla dorosłych']);
    assert.deepEqual(await names('?enrollment=closed'), ['Padel dla dorosłych']);
    assert.deepEqual(await names('?enrollment=open&type=children'), ['Tenis dla dzieci']);
    assert.equal((await call(t.app, 'GET', '/api/public/venue/course/1?weekday=8')).status, 400);
    assert.equal((await call(t.app, 'GET', '/api/public/venue/course/999')).status, 404);
  });

  it('enrols one’s own child only, of the right age, while open, with the regulations, once', async () => {
    const course = await createCourse(db());
    const closed = await createCourse(db(), { name: 'Zamknięty', enrollmentOpen: false });
    const parent = await createParent(db(), t.clock.now());
    const other = await createParent(db(), t.clock.now());
    const child = await createChild(db(), parent.userId);
    const tooYoung = await createChild(db(), parent.userId, '2026-01-01', 'Maluch');
    const othersChild = await createChild(db(), other.userId);

    assert.equal(
      (await call(t.app, 'POST', `/api/users/course_enrollment/${course.id}`, { course_id: course.id, venue_id: 1, child_id: child }))
        .status,
      401,
    );
    assert.deepEqual((await enrol(parent.token, course.id, { child_id: othersChild })).status, 404);
    const young = await enrol(parent.token, course.id, { child_id: tooYoung });
    assert.deepEqual(
      [young.status, young.body.code, young.body.child_age, young.body.min_age, young.body.max_age],
      [422, 'CHILD_AGE_MISMATCH', 4, 6, 12],
    );
    assert.deepEqual((await enrol(parent.token, closed.id, { child_id: child })).body.code, 'COURSE_ENROLLMENT_CLOSED');
    assert.deepEqual(
      (await enrol(parent.token, course.id, { child_id: child, accepted_regulation_ids: [] })).body.code,
      'REGULATIONS_NOT_ACCEPTED',
    );
    assert.deepEqual((await enrol(parent.token, course.id, { child_id: child, excluded_dates: ['2030-06-05'] })).body.fieldErrors, {
      'excluded_dates.0': { key: 'validation.invalid' },
    });
    assert.deepEqual((await enrol(parent.token, course.id + 100, { child_id: child })).status, 404);

    const enrolled = await enrol(parent.token, course.id, { child_id: child });
    assert.equal(enrolled.status, 201, JSON.stringify(enrolled.body));
    assert.ok(v.is(CourseEnrollmentResponseSchema, enrolled.body));
    assert.equal(enrolled.body.enrollment.state, 'awaiting_payment');
    assert.equal(enrolled.body.enrollment.pay_until, new Date(t.clock.now().getTime() + 15 * 60_000).toISOString());
    assert.equal(enrolled.body.payment, null);
    assert.deepEqual((await enrol(parent.token, course.id, { child_id: child })).body.code, 'COURSE_ALREADY_ENROLLED');
    assert.deepEqual((await quote(parent.token, course.id, { child_id: child })).body.code, 'COURSE_ALREADY_ENROLLED');
    // Another parent cannot see, pay or cancel it.
    const id = enrolled.body.enrollment.id;
    assert.equal(
      (await call(t.app, 'POST', `/api/users/course_enrollment/pay/${id}`, { use_wallet: true }, bearer(other.token))).status,
      404,
    );
    assert.equal((await call(t.app, 'DELETE', `/api/users/course_enrollment/${id}`, undefined, bearer(other.token))).status, 404);
    assert.deepEqual((await call<unknown[]>(t.app, 'GET', '/api/users/course_enrollment', undefined, bearer(other.token))).body, []);
    // The child keeps its profile while the enrolment holds a place; cancelled, the profile can go.
    const deleteChild = () =>
      call<{ code?: string }>(t.app, 'DELETE', `/api/users/user/child/${child}`, { venue_id: 1 }, bearer(parent.token));
    const refused = await deleteChild();
    assert.deepEqual([refused.status, refused.body.code], [409, 'CHILD_HAS_ENROLLMENTS']);
    assert.equal((await call(t.app, 'DELETE', `/api/users/course_enrollment/${id}`, undefined, bearer(parent.token))).status, 200);
    assert.equal((await deleteChild()).status, 200);
  });

  it('prices from the calendar: skipped dates lower a per-session price, the quote is what is charged, the sessions are the parent’s reservations', async () => {
    const course = await createCourse(db());
    const parent = await createParent(db(), t.clock.now());
    const child = await createChild(db(), parent.userId);
    const choice = { child_id: child, excluded_dates: ['2030-06-06', '2030-06-13'] };
    const quoted = await quote(parent.token, course.id, choice);
    assert.equal(quoted.status, 200, JSON.stringify(quoted.body));
    assert.ok(v.is(CoursePriceSchema, quoted.body));
    assert.deepEqual(quoted.body.lines, [{ kind: 'sessions', quantity: 6, unit_price: 4000, percent: null, amount: 24_000 }]);
    assert.deepEqual([quoted.body.subtotal, quoted.body.service_fee, quoted.body.total], [24_000, 198, 24_198]);

    // The same sessions named by their start instants; a span given as venue days.
    const byInstant = await quote(parent.token, course.id, { child_id: child, excluded_dates: ['2030-06-06T15:00:00.000Z', '2030-06-13'] });
    assert.equal(byInstant.body.subtotal, 24_000);
    const fromDay = await quote(parent.token, course.id, {
      child_id: child,
      start_time: '2030-06-11',
      end_time: '2030-06-20',
      excluded_dates: ['2030-06-13'],
    });
    assert.deepEqual(
      fromDay.body.sessions.map((session) => session.date),
      ['2030-06-11', '2030-06-18', '2030-06-20'],
    );

    await fund(parent.userId, 30_000);
    const paid = await enrol(parent.token, course.id, { ...choice, use_wallet: true });
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    assert.deepEqual(paid.body.enrollment.price, quoted.body);
    assert.deepEqual(
      [paid.body.enrollment.state, paid.body.enrollment.pay_until, paid.body.payment?.status, paid.body.payment?.amount],
      ['active', null, 'SUCCESS', 24_000],
    );
    const mine = await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(parent.token));
    assert.ok(v.is(ReservationListSchema, mine.body));
    const sessions = mine.body.filter((row) => row.course?.enrollment_id === paid.body.enrollment.id);
    assert.equal(sessions.length, 6);
    assert.deepEqual(
      [sessions[0]?.course?.child, sessions[0]?.payment_status, sessions[0]?.cancellation, sessions[0]?.base_price],
      [{ id: child, first_name: 'Ola', last_name: 'Testowa' }, 'paid', null, 4000],
    );
    // A session is paid and cancelled only through its enrolment.
    const alone = await call<Body>(t.app, 'DELETE', `/api/users/reservation/${sessions[0]?.id}`, undefined, bearer(parent.token));
    assert.deepEqual([alone.status, alone.body.code], [422, 'NOT_CANCELLABLE']);

    // A late joiner of a full course pays only the share of the sessions left.
    const full = await createCourse(db(), { name: 'Cały kurs', paymentType: 'full_course', priceGrosze: 16_000 });
    t.clock.set(new Date('2030-06-12T10:00:00Z'));
    const late = await quote(parent.token, full.id, { child_id: child });
    assert.deepEqual(late.body.lines, [
      { kind: 'full_course', quantity: 8, unit_price: 16_000, percent: null, amount: 16_000 },
      { kind: 'late_join', quantity: 3, unit_price: 2000, percent: null, amount: -6000 },
    ]);
    t.clock.set(new Date('2030-06-01T10:00:00Z'));
  });

  it('an unpaid enrolment lapses after 15 minutes by its job, freeing the place; money that arrives later goes to the wallet and takes no place', async () => {
    const course = await createCourse(db(), { maxParticipants: 1 });
    const first = await createParent(db(), t.clock.now());
    const second = await createParent(db(), t.clock.now());
    const firstChild = await createChild(db(), first.userId);
    const secondChild = await createChild(db(), second.userId);
    const held = await enrol(first.token, course.id, { child_id: firstChild, method_id: 106 });
    assert.equal(held.status, 201, JSON.stringify(held.body));
    assert.ok(held.body.payment?.redirect_url);
    assert.equal((await list()).find((item) => item.id === course.id)?.free_places, 0);
    assert.deepEqual((await enrol(second.token, course.id, { child_id: secondChild })).body.code, 'COURSE_FULL');

    t.clock.advance(15 * 60);
    assert.ok((await runJobs(db(), t.clock.now())) >= 1);
    const lapsed = await call<{ state: string; pay_until: string | null }[]>(
      t.app,
      'GET',
      '/api/users/course_enrollment',
      undefined,
      bearer(first.token),
    );
    assert.deepEqual([lapsed.body[0]?.state, lapsed.body[0]?.pay_until], ['lapsed', null]);
    const mine = await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(first.token));
    assert.ok(mine.body.every((row) => row.state === 'cancelled'));
    assert.equal((await list()).find((item) => item.id === course.id)?.free_places, 1);
    // The regulations under the spec's name count as well.
    const taken = await enrol(second.token, course.id, {
      child_id: secondChild,
      accepted_regulation_ids: [],
      regulation_acceptance_id: regulations,
    });
    assert.equal(taken.status, 201, JSON.stringify(taken.body));

    const late = await t.notify(t.gateway.notificationFor(tokenFromRedirect(held.body.payment?.redirect_url ?? null), 'SUCCESS'));
    assert.equal(late.status, 200);
    const after = await call<{ state: string }[]>(t.app, 'GET', '/api/users/course_enrollment', undefined, bearer(first.token));
    assert.equal(after.body[0]?.state, 'lapsed');
    const wallet = await call<{ available: number }>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(first.token));
    assert.equal(wallet.body.available, 32_000);
    assert.equal((await list()).find((item) => item.id === course.id)?.free_places, 0);
  });
});
