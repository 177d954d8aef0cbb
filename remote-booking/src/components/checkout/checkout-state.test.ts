import {
  INITIAL_CHECKOUT,
  checkoutReducer,
  createdBooking,
  isSubmitting,
  type Booked,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout-state';

const booked: Booked = {
  target: { kind: 'reservation', venueId: 4, reservationId: 9 },
  detailsPath: '/reservation/4/details/9',
  payUntil: null,
};
const run = (...events: CheckoutEvent[]): CheckoutState => events.reduce(checkoutReducer, INITIAL_CHECKOUT);
const unpaid = [{ type: 'submit' }, { type: 'booked-unpaid', booked }] as const;

describe('checkoutReducer', () => {
  it('books, then pays the booking it made', () => {
    expect(run({ type: 'submit' })).toEqual({ status: 'submitting' });
    expect(run(...unpaid)).toEqual({ status: 'unpaid', booked });
    expect(run(...unpaid, { type: 'pay' })).toEqual({ status: 'paying', booked });
    // On the way to the gateway or the status page: still busy, and the booking is not made again.
    const paid = run(...unpaid, { type: 'pay' }, { type: 'paid' });
    expect(paid).toEqual({ status: 'paid', booked });
    expect(isSubmitting(paid)).toBe(true);
    expect(checkoutReducer(paid, { type: 'submit' })).toBe(paid);
  });

  it('keeps the booking when the payment fails, so paying again does not book again', () => {
    const failed = run(...unpaid, { type: 'pay' }, { type: 'pay-failed' });
    expect(failed).toEqual({ status: 'failed', booked });
    expect(createdBooking(failed)).toBe(booked);
    expect(checkoutReducer(failed, { type: 'submit' })).toBe(failed);
    expect(checkoutReducer(failed, { type: 'pay' })).toEqual({ status: 'paying', booked });
    expect(createdBooking(run(...unpaid))).toBe(booked);
  });

  it('goes back to choosing with the reason when booking is refused, and clears it on the next try', () => {
    const error = new Error('network');
    const refused = run({ type: 'submit' }, { type: 'refused', error });
    expect(refused).toEqual({ status: 'choosing', error });
    expect(createdBooking(refused)).toBeNull();
    expect(checkoutReducer(refused, { type: 'submit' })).toEqual({ status: 'submitting' });
    // A refusal shown elsewhere (the slot went to someone else) leaves no message here.
    expect(run({ type: 'submit' }, { type: 'refused', error: null })).toEqual(INITIAL_CHECKOUT);
  });

  it('is done once booked when nothing is paid now, naming the booking and its series', () => {
    expect(run({ type: 'submit' }, { type: 'booked', reservationId: 9, seriesId: null })).toEqual({
      status: 'done',
      reservationId: 9,
      seriesId: null,
    });
    expect(run({ type: 'submit' }, { type: 'booked', reservationId: 3, seriesId: 40 })).toMatchObject({ reservationId: 3, seriesId: 40 });
  });

  it('ignores a double submit and events that belong to another state', () => {
    const submitting = run({ type: 'submit' });
    expect(checkoutReducer(submitting, { type: 'submit' })).toBe(submitting);
    expect(checkoutReducer(submitting, { type: 'pay' })).toBe(submitting);
    expect(checkoutReducer(INITIAL_CHECKOUT, { type: 'pay-failed' })).toBe(INITIAL_CHECKOUT);
    expect(checkoutReducer(INITIAL_CHECKOUT, { type: 'booked', reservationId: 1, seriesId: null })).toBe(INITIAL_CHECKOUT);
    expect(checkoutReducer(INITIAL_CHECKOUT, { type: 'refused', error: 'late' })).toBe(INITIAL_CHECKOUT);
    expect(checkoutReducer(INITIAL_CHECKOUT, { type: 'paid' })).toBe(INITIAL_CHECKOUT);
    const unpaidState = run(...unpaid);
    expect(checkoutReducer(unpaidState, { type: 'pay-failed' })).toBe(unpaidState);
    const done = run({ type: 'submit' }, { type: 'booked', reservationId: 9, seriesId: null });
    expect(checkoutReducer(done, { type: 'submit' })).toBe(done);
  });

  it('is busy while booking or paying only', () => {
    expect(isSubmitting(run({ type: 'submit' }))).toBe(true);
    expect(isSubmitting(run(...unpaid, { type: 'pay' }))).toBe(true);
    expect(isSubmitting(run(...unpaid))).toBe(false);
    expect(isSubmitting(run(...unpaid, { type: 'pay' }, { type: 'pay-failed' }))).toBe(false);
    expect(isSubmitting(INITIAL_CHECKOUT)).toBe(false);
  });
});
