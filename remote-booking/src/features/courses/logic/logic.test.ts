import { ApiError } from '@venue/api';
import type { CoursePriceLine } from '@venue/api/schemas/course';
import { makeCourse } from '../testing/fixtures';
import { courseErrorView } from './course-errors';
import { canEnrol, difficultyKey, placesOf, sessionDaysAhead } from './course-facts';
import { NO_FILTERS, courseListParams, filterCourses, parseCourseListState, trainerOptions } from './course-filters';
import { INITIAL_ENROL, attendedDates, enrolReducer, type EnrolEvent, type EnrolState } from './enrol-state';
import { priceLineText } from './price-lines';
import { formatTimeLeft } from './countdown';

const run = (...events: EnrolEvent[]): EnrolState => events.reduce(enrolReducer, INITIAL_ENROL);

describe('course filters in the address', () => {
  it('reads every filter and the open course, and writes them back the same', () => {
    const query = 'payment_type=full_course&weekday=4&trainer_id=7&name=Tenis&enrollment=open&type=children&course=5';
    const state = parseCourseListState(new URLSearchParams(query));
    expect(state).toEqual({
      paymentType: 'full_course',
      weekday: 4,
      trainerId: 7,
      name: 'Tenis',
      enrollment: 'open',
      type: 'children',
      courseId: 5,
    });
    expect(courseListParams(state).toString()).toBe(query);
  });

  it('treats anything malformed as no filter and writes nothing for none', () => {
    const state = parseCourseListState(
      new URLSearchParams('payment_type=free&weekday=8&trainer_id=-1&enrollment=maybe&type=pets&course=x'),
    );
    expect(state).toEqual({ ...NO_FILTERS, courseId: null });
    expect(courseListParams({ ...state, name: '  ' }).toString()).toBe('');
  });

  it('combines the filters with AND, the name in any case', () => {
    const courses = [
      makeCourse({ id: 1, name: 'Tenis dla dzieci' }),
      makeCourse({ id: 2, name: 'Squash dorośli', type: 'adults', weekdays: [1], payment_type: 'full_course', trainer: null }),
      makeCourse({ id: 3, name: 'Tenis zaawansowany', enrollment_open: false, weekdays: [5] }),
    ];
    const ids = (filters: Partial<typeof NO_FILTERS>) => filterCourses(courses, { ...NO_FILTERS, ...filters }, 'pl').map((c) => c.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ name: 'TENIS' })).toEqual([1, 3]);
    expect(ids({ name: 'tenis', enrollment: 'open' })).toEqual([1]);
    expect(ids({ enrollment: 'closed' })).toEqual([3]);
    expect(ids({ weekday: 1 })).toEqual([2]);
    expect(ids({ trainerId: 7 })).toEqual([1, 3]);
    expect(ids({ type: 'adults' })).toEqual([2]);
    expect(ids({ paymentType: 'per_session', weekday: 5 })).toEqual([3]);
    expect(trainerOptions(courses, 'pl')).toEqual([{ id: 7, name: 'Anna K.' }]);
  });
});

describe('course facts', () => {
  it('words the difficulty from beginner to pro', () => {
    expect([1, 2, 3, 4, 5].map(difficultyKey)).toEqual(['beginner', 'elementary', 'intermediate', 'advanced', 'pro']);
  });

  it('says the places: free of total, full, or unlimited', () => {
    expect(placesOf({ max_participants: 8, free_places: 3 })).toEqual({ kind: 'free', free: 3, total: 8 });
    expect(placesOf({ max_participants: 8, free_places: 0 })).toEqual({ kind: 'full' });
    expect(placesOf({ max_participants: null, free_places: null })).toEqual({ kind: 'unlimited' });
  });

  it('offers enrolment only while open, with a place and a session ahead', () => {
    expect(canEnrol(makeCourse())).toBe(true);
    expect(canEnrol(makeCourse({ enrollment_open: false }))).toBe(false);
    expect(canEnrol(makeCourse({ free_places: 0 }))).toBe(false);
    expect(canEnrol(makeCourse({ sessions_left: 0 }))).toBe(false);
    expect(sessionDaysAhead(makeCourse())).toEqual(['2026-12-03', '2026-12-08', '2026-12-10']);
  });
});

describe('enrolReducer', () => {
  it('goes child → dates → review, and back keeps every choice', () => {
    const review = run(
      { type: 'start', hasChildren: true },
      { type: 'choose-child', childId: 3 },
      { type: 'next', valid: true },
      { type: 'toggle-date', date: '2026-12-08' },
      { type: 'next', valid: true },
    );
    expect(review).toMatchObject({ step: 'review', choice: { childId: 3, skipped: ['2026-12-08'] }, checkout: { status: 'choosing' } });
    const back = enrolReducer(enrolReducer(review, { type: 'back' }), { type: 'back' });
    expect(back).toMatchObject({ step: 'child', choice: { childId: 3, skipped: ['2026-12-08'] } });
  });

  it('opens the form for a first child at once, and a child added inside the flow is the one chosen', () => {
    const adding = run({ type: 'start', hasChildren: false });
    expect(adding).toMatchObject({ step: 'child', adding: true });
    // "Continue" does nothing while the form is open; the new child is chosen and the form closes.
    expect(enrolReducer(adding, { type: 'next', valid: true })).toBe(adding);
    expect(enrolReducer(adding, { type: 'child-added', childId: 11 })).toMatchObject({
      step: 'child',
      adding: false,
      choice: { childId: 11 },
    });
    expect(enrolReducer(adding, { type: 'back' })).toMatchObject({ step: 'child', adding: false });
  });

  it('shows what is missing instead of moving on', () => {
    const child = run({ type: 'start', hasChildren: true }, { type: 'next', valid: false });
    expect(child).toMatchObject({ step: 'child', submitted: true });
    const review = run(
      { type: 'start', hasChildren: true },
      { type: 'choose-child', childId: 1 },
      { type: 'next', valid: true },
      { type: 'next', valid: true },
    );
    expect(enrolReducer(review, { type: 'blocked' })).toMatchObject({ step: 'review', submitted: true });
  });

  it('toggles skipped dates in day order', () => {
    const dates = run({ type: 'start', hasChildren: true }, { type: 'choose-child', childId: 1 }, { type: 'next', valid: true });
    const two = [
      { type: 'toggle-date', date: '2026-12-10' },
      { type: 'toggle-date', date: '2026-12-03' },
    ] as const;
    const skipped = two.reduce(enrolReducer, dates);
    expect(skipped.choice.skipped).toEqual(['2026-12-03', '2026-12-10']);
    expect(enrolReducer(skipped, { type: 'toggle-date', date: '2026-12-03' }).choice.skipped).toEqual(['2026-12-10']);
    expect(attendedDates(['2026-12-03', '2026-12-08', '2026-12-10'], skipped.choice)).toEqual(['2026-12-08']);
  });

  it('locks the choices once enrolled, so paying again never enrols twice', () => {
    const review = run(
      { type: 'start', hasChildren: true },
      { type: 'choose-child', childId: 1 },
      { type: 'next', valid: true },
      { type: 'next', valid: true },
    );
    const booked = {
      target: { kind: 'course', venueId: 1, enrollmentId: 4 },
      detailsPath: '/x',
      payUntil: '2026-12-01T10:15:00.000Z',
    } as const;
    let state = enrolReducer(review, { type: 'checkout', event: { type: 'submit' } });
    state = enrolReducer(state, { type: 'checkout', event: { type: 'booked-unpaid', booked } });
    state = enrolReducer(enrolReducer(state, { type: 'checkout', event: { type: 'pay' } }), {
      type: 'checkout',
      event: { type: 'pay-failed' },
    });
    expect(state).toMatchObject({ step: 'review', checkout: { status: 'failed', booked } });
    expect(enrolReducer(state, { type: 'back' })).toBe(state);
    expect(enrolReducer(state, { type: 'accept', accepted: [] })).toBe(state);
    expect(enrolReducer(state, { type: 'checkout', event: { type: 'pay' } })).toMatchObject({ checkout: { status: 'paying', booked } });
  });

  it('keeps a refusal in the review with every choice, and ignores events from elsewhere', () => {
    const review = run(
      { type: 'start', hasChildren: true },
      { type: 'choose-child', childId: 1 },
      { type: 'next', valid: true },
      { type: 'next', valid: true },
    );
    const submitting = enrolReducer(review, { type: 'checkout', event: { type: 'submit' } });
    const refused = enrolReducer(submitting, { type: 'checkout', event: { type: 'refused', error: 'x' } });
    expect(refused).toMatchObject({ step: 'review', choice: { childId: 1 }, checkout: { status: 'choosing', error: 'x' } });
    expect(enrolReducer(INITIAL_ENROL, { type: 'toggle-date', date: '2026-12-03' })).toBe(INITIAL_ENROL);
    expect(enrolReducer(INITIAL_ENROL, { type: 'checkout', event: { type: 'submit' } })).toBe(INITIAL_ENROL);
    expect(enrolReducer(refused, { type: 'reset' })).toBe(INITIAL_ENROL);
  });
});

describe('price lines', () => {
  const line = (overrides: Partial<CoursePriceLine>): CoursePriceLine => ({
    kind: 'sessions',
    quantity: 2,
    unit_price: 4000,
    percent: null,
    amount: 8000,
    ...overrides,
  });

  it('words each line with its count, unit price and percent', () => {
    expect(priceLineText(line({}))).toEqual({ key: 'sessions', count: 2, unit: 4000, percent: 0, amount: 8000 });
    expect(priceLineText(line({ kind: 'full_course', quantity: 10, unit_price: 30000, amount: 30000 }))).toMatchObject({
      key: 'fullCourse',
      count: 10,
    });
    expect(priceLineText(line({ kind: 'late_join', quantity: 3, unit_price: 3000, amount: -9000 }))).toMatchObject({
      key: 'lateJoin',
      amount: -9000,
    });
    expect(priceLineText(line({ kind: 'sibling_discount', quantity: 1, percent: 10, amount: -800 }))).toMatchObject({
      key: 'siblingDiscount',
      percent: 10,
    });
  });
});

describe('course refusals', () => {
  const http = (status: number, code: string, body: unknown = {}) => new ApiError({ kind: 'http', status, code, body });

  it('words the course codes with their way forward', () => {
    expect(courseErrorView(http(409, 'COURSE_FULL'))).toEqual({ key: 'full', remedy: 'choose-again' });
    expect(courseErrorView(http(409, 'COURSE_ALREADY_ENROLLED'))).toEqual({ key: 'alreadyEnrolled', remedy: 'change-choices' });
    expect(courseErrorView(http(422, 'COURSE_ENROLLMENT_CLOSED'))).toEqual({ key: 'closed', remedy: 'choose-again' });
    expect(courseErrorView(http(422, 'REGULATIONS_NOT_ACCEPTED'))).toEqual({ key: 'regulationsNotAccepted', remedy: 'change-choices' });
  });

  it("names the child's age and the course's range", () => {
    const view = courseErrorView(http(422, 'CHILD_AGE_MISMATCH', { child_age: 4, min_age: 6, max_age: 10 }));
    expect(view).toEqual({ key: 'ageMismatchRange', remedy: 'change-choices', params: { age: 4, min: 6, max: 10 } });
    expect(courseErrorView(http(422, 'CHILD_AGE_MISMATCH', { child_age: 4, min_age: 6, max_age: null }))).toMatchObject({
      key: 'ageMismatchMin',
    });
    expect(courseErrorView(http(422, 'CHILD_AGE_MISMATCH', {}))).toMatchObject({ key: 'ageMismatch' });
  });

  it('calls anything else the enrolment error', () => {
    expect(courseErrorView(new Error('x'))).toEqual({ key: 'failed', remedy: 'retry' });
    expect(courseErrorView(http(500, 'SOMETHING'))).toEqual({ key: 'failed', remedy: 'retry' });
  });
});

describe('formatTimeLeft', () => {
  it('says minutes and seconds, never below zero', () => {
    expect(formatTimeLeft(900)).toBe('15:00');
    expect(formatTimeLeft(845)).toBe('14:05');
    expect(formatTimeLeft(-3)).toBe('0:00');
  });
});
