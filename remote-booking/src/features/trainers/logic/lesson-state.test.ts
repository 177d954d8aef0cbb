import type { Booked } from '../../../components/checkout';
import { ApiError } from '@venue/api';
import { lessonErrorView } from './lesson-errors';
import type { CheckoutEvent } from '../../../components/checkout';
import { INITIAL_LESSON, initialsOf, lessonDurations, lessonPrice, lessonReducer, type LessonState } from './lesson-state';

const pick = { type: 'pick', start: '2030-06-01T16:00:00.000Z', prices: [14000, 21000], courts: [12, 11] } as const;

describe('lessonReducer', () => {
  const checkout = (state: LessonState, event: CheckoutEvent) => lessonReducer(state, { type: 'checkout', event });

  it('picks a slot with an hour by default, books, and finishes', () => {
    let state = lessonReducer(INITIAL_LESSON, pick);
    expect(state).toMatchObject({ step: 'options', choice: { duration: 60, court: null } });
    state = lessonReducer(state, { type: 'change', patch: { duration: 90, payment: 'on_site' } });
    state = checkout(state, { type: 'submit' });
    expect(state).toMatchObject({ step: 'options', checkout: { status: 'submitting' } });
    expect(checkout(state, { type: 'submit' })).toBe(state);
    // Nothing else can be picked or changed while the lesson is being booked.
    expect(lessonReducer(state, { ...pick, start: '2030-06-01T17:00:00.000Z' })).toBe(state);
    expect(lessonReducer(state, { type: 'change', patch: { duration: 60 } })).toBe(state);
    expect(lessonReducer(state, { type: 'cancel' })).toBe(state);
    const done = checkout(state, { type: 'booked', reservationId: 3, seriesId: null });
    expect(done).toMatchObject({ step: 'options', checkout: { status: 'done', reservationId: 3 } });
    expect(lessonReducer(done, { type: 'cancel' })).toBe(INITIAL_LESSON);
  });

  it('shows what is missing when booking is tried without it', () => {
    const state = lessonReducer(lessonReducer(INITIAL_LESSON, pick), { type: 'missing' });
    expect(state).toMatchObject({ step: 'options', submitted: true, checkout: { status: 'choosing' } });
    expect(lessonReducer(state, pick)).toMatchObject({ submitted: false });
  });

  it('keeps payment and regulations when another slot is picked, and the choices after a refusal', () => {
    let state = lessonReducer(lessonReducer(INITIAL_LESSON, pick), { type: 'change', patch: { payment: 'online', accepted: [1] } });
    state = lessonReducer(state, { ...pick, start: '2030-06-01T17:00:00.000Z' });
    expect(state).toMatchObject({ choice: { payment: 'online', accepted: [1], start: '2030-06-01T17:00:00.000Z' } });
    const refused = checkout(checkout(state, { type: 'submit' }), { type: 'refused', error: 'x' });
    expect(refused).toMatchObject({ step: 'options', checkout: { status: 'choosing', error: 'x' }, choice: { payment: 'online' } });
  });

  it('pays an online lesson again after a failed payment', () => {
    const booking = checkout(lessonReducer(INITIAL_LESSON, pick), { type: 'submit' });
    const unpaid = checkout(booking, {
      type: 'booked-unpaid',
      booked: { target: { kind: 'reservation', venueId: 1, reservationId: 1 }, detailsPath: '/d', payUntil: null } satisfies Booked,
    });
    const failed = checkout(checkout(unpaid, { type: 'pay' }), { type: 'pay-failed' });
    expect(failed).toMatchObject({ step: 'options', checkout: { status: 'failed', booked: { detailsPath: '/d' } } });
    expect(checkout(failed, { type: 'pay' })).toMatchObject({ checkout: { status: 'paying' } });
  });
});

describe('lesson helpers', () => {
  it('prices each duration court + trainer as the availability lists them', () => {
    expect(lessonDurations([14000, 21000])).toEqual([
      { minutes: 60, price: 14000 },
      { minutes: 90, price: 21000 },
    ]);
    expect(lessonPrice([14000, 21000], 90)).toBe(21000);
    expect(lessonPrice([14000], 75)).toBeNull();
  });

  it('shows initials when there is no photo', () => {
    expect(initialsOf('Anna Kowalska')).toBe('AK');
    expect(initialsOf('łukasz')).toBe('Ł');
  });

  it('sends the player back to the slots when the trainer or the court went', () => {
    expect(lessonErrorView(new ApiError({ kind: 'http', status: 422, code: 'TRAINER_NOT_AVAILABLE' }))).toMatchObject({
      remedy: 'choose-again',
    });
    expect(lessonErrorView(new ApiError({ kind: 'http', status: 409, code: 'CONFLICT' }))).toMatchObject({ key: 'courtTaken' });
    expect(lessonErrorView(new ApiError({ kind: 'http', status: 422, code: 'SLOT_IN_PAST' }))).toMatchObject({
      key: 'inPast',
      remedy: 'choose-again',
    });
    expect(lessonErrorView(new ApiError({ kind: 'http', status: 422, code: 'INVALID_DURATION' }))).toMatchObject({
      remedy: 'change-choices',
    });
    expect(lessonErrorView(new ApiError({ kind: 'http', status: 500 }))).toEqual({ key: 'failed', remedy: 'retry' });
  });
});
