import { reservation } from '../testing/fixtures';
import { INITIAL_SUBMIT_STATE, createdReservation, isSubmitting, submitReducer, type SubmitEvent, type SubmitState } from './submit-state';

const booked = reservation();
const run = (...events: SubmitEvent[]): SubmitState => events.reduce(submitReducer, INITIAL_SUBMIT_STATE);

describe('submitReducer', () => {
  it('books, then pays the reservation it made', () => {
    expect(run({ type: 'book' })).toEqual({ status: 'booking' });
    expect(run({ type: 'book' }, { type: 'booked-unpaid', reservation: booked })).toEqual({ status: 'unpaid', reservation: booked });
    expect(run({ type: 'book' }, { type: 'booked-unpaid', reservation: booked }, { type: 'pay' })).toEqual({
      status: 'paying',
      reservation: booked,
    });
  });

  it('keeps the reservation when the payment fails, so paying again does not book again', () => {
    const failed = run({ type: 'book' }, { type: 'booked-unpaid', reservation: booked }, { type: 'pay' }, { type: 'pay-failed' });
    expect(failed).toEqual({ status: 'failed', reservation: booked });
    expect(createdReservation(failed)).toBe(booked);
    expect(submitReducer(failed, { type: 'book' })).toBe(failed);
    expect(submitReducer(failed, { type: 'pay' })).toEqual({ status: 'paying', reservation: booked });
  });

  it('goes back to idle with the reason when booking fails, and clears it on the next try', () => {
    const error = new Error('network');
    const failed = run({ type: 'book' }, { type: 'book-failed', error });
    expect(failed).toEqual({ status: 'idle', error });
    expect(submitReducer(failed, { type: 'book' })).toEqual({ status: 'booking' });
  });

  it('goes back to idle once booked when nothing is paid now', () => {
    expect(run({ type: 'book' }, { type: 'booked' })).toEqual(INITIAL_SUBMIT_STATE);
  });

  it('ignores a double submit and events that belong to another state', () => {
    const booking = run({ type: 'book' });
    expect(submitReducer(booking, { type: 'book' })).toBe(booking);
    expect(submitReducer(booking, { type: 'pay' })).toBe(booking);
    expect(submitReducer(INITIAL_SUBMIT_STATE, { type: 'pay-failed' })).toBe(INITIAL_SUBMIT_STATE);
    expect(submitReducer(INITIAL_SUBMIT_STATE, { type: 'booked' })).toBe(INITIAL_SUBMIT_STATE);
  });

  it('is busy while booking or paying only', () => {
    expect(isSubmitting(run({ type: 'book' }))).toBe(true);
    expect(isSubmitting(run({ type: 'book' }, { type: 'booked-unpaid', reservation: booked }, { type: 'pay' }))).toBe(true);
    expect(isSubmitting(run({ type: 'book' }, { type: 'booked-unpaid', reservation: booked }))).toBe(false);
    expect(isSubmitting(INITIAL_SUBMIT_STATE)).toBe(false);
  });
});
