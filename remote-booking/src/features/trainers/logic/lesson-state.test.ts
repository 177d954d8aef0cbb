import type { Reservation } from '@venue/api/schemas/reservation';
import { ApiError } from '@venue/api';
import { lessonErrorView } from './lesson-errors';
import { INITIAL_LESSON, initialsOf, lessonDurations, lessonPrice, lessonReducer } from './lesson-state';

const pick = { type: 'pick', start: '2030-06-01T16:00:00.000Z', prices: [14000, 21000], courts: [12, 11] } as const;

describe('lessonReducer', () => {
  it('picks a slot with an hour by default, books, and finishes', () => {
    let state = lessonReducer(INITIAL_LESSON, pick);
    expect(state).toMatchObject({ step: 'options', choice: { duration: 60, court: null } });
    state = lessonReducer(state, { type: 'change', patch: { duration: 90, payment: 'on_site' } });
    state = lessonReducer(state, { type: 'book', valid: true });
    expect(state.step).toBe('booking');
    expect(lessonReducer(state, { type: 'book', valid: true })).toBe(state);
    expect(lessonReducer(state, { type: 'booked', reservationId: 3 })).toMatchObject({ step: 'done', reservationId: 3 });
  });

  it('keeps payment and regulations when another slot is picked, and the choices after a refusal', () => {
    let state = lessonReducer(lessonReducer(INITIAL_LESSON, pick), { type: 'change', patch: { payment: 'online', accepted: [1] } });
    state = lessonReducer(state, { ...pick, start: '2030-06-01T17:00:00.000Z' });
    expect(state).toMatchObject({ choice: { payment: 'online', accepted: [1], start: '2030-06-01T17:00:00.000Z' } });
    const refused = lessonReducer(lessonReducer(state, { type: 'book', valid: true }), { type: 'refused', error: 'x' });
    expect(refused).toMatchObject({ step: 'options', error: 'x', choice: { payment: 'online' } });
  });

  it('pays an online lesson again after a failed payment', () => {
    const booking = lessonReducer(lessonReducer(INITIAL_LESSON, pick), { type: 'book', valid: true });
    const paying = lessonReducer(lessonReducer(booking, { type: 'booked-unpaid', reservation: { id: 1 } as Reservation }), {
      type: 'pay-failed',
    });
    expect(paying).toMatchObject({ step: 'paying', failed: true });
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
    expect(lessonErrorView(new ApiError({ kind: 'http', status: 422, code: 'TRAINER_NOT_AVAILABLE' }))).toMatchObject({ slotGone: true });
    expect(lessonErrorView(new ApiError({ kind: 'http', status: 409, code: 'CONFLICT' }))).toMatchObject({ key: 'courtTaken' });
  });
});
