// Booking and paying as one state machine, the same for everything a player books (a court, a
// class, a private lesson, a course enrolment): the tender is chosen, the booking is sent, and a booking paid now is
// paid right after. A booking made before its payment failed is kept, so paying again never books
// twice; an event that makes no sense in the current state (a double click, a late answer)
// changes nothing. The request of the payment itself (method checked, sent, leaving for the
// gateway) is the payment module's `startPaymentReducer`, one level below.
import type { PaymentTarget } from '../payment';

/**
 * What a booking made, as far as paying it goes (a reservation or a course enrolment): what the
 * payment pays, where its details are, and when it lapses unpaid. The checkout needs nothing else
 * of it, so every kind shares the same states.
 */
export interface Booked {
  readonly target: PaymentTarget;
  /** The booking's own page (the unpaid alert links there). */
  readonly detailsPath: string;
  /** Unpaid, it is cancelled (a course enrolment lapses) at this instant; null when it is not. */
  readonly payUntil: string | null;
}

export type CheckoutState =
  /** The tender is being chosen, nothing under way; `error` is why the last booking was refused (null before any). */
  | { readonly status: 'choosing'; readonly error: unknown }
  | { readonly status: 'submitting' }
  /** Booked to be paid now; the payment starts next. */
  | { readonly status: 'unpaid'; readonly booked: Booked }
  | { readonly status: 'paying'; readonly booked: Booked }
  /** The payment failed: the booking stands, unpaid, and can be paid again from here. */
  | { readonly status: 'failed'; readonly booked: Booked }
  /** The payment started: the player is on the way to the gateway or the status page. */
  | { readonly status: 'paid'; readonly booked: Booked }
  /** Booked with nothing to pay now (on site, a carnet); an online series leaves for its page instead. */
  | { readonly status: 'done'; readonly reservationId: number; readonly seriesId: number | null };

export type CheckoutEvent =
  | { readonly type: 'submit' }
  | { readonly type: 'booked'; readonly reservationId: number; readonly seriesId: number | null }
  | { readonly type: 'booked-unpaid'; readonly booked: Booked }
  /** `error` null: the refusal is shown elsewhere (a taken slot goes back to the alternatives). */
  | { readonly type: 'refused'; readonly error: unknown }
  | { readonly type: 'pay' }
  | { readonly type: 'paid' }
  | { readonly type: 'pay-failed' };

export const INITIAL_CHECKOUT: CheckoutState = { status: 'choosing', error: null };

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'submit':
      return state.status === 'choosing' ? { status: 'submitting' } : state;
    case 'booked':
      return state.status === 'submitting' ? { status: 'done', reservationId: event.reservationId, seriesId: event.seriesId } : state;
    case 'booked-unpaid':
      return state.status === 'submitting' ? { status: 'unpaid', booked: event.booked } : state;
    case 'refused':
      return state.status === 'submitting' ? { status: 'choosing', error: event.error } : state;
    case 'pay':
      return state.status === 'unpaid' || state.status === 'failed' ? { status: 'paying', booked: state.booked } : state;
    case 'paid':
      return state.status === 'paying' ? { status: 'paid', booked: state.booked } : state;
    case 'pay-failed':
      return state.status === 'paying' ? { status: 'failed', booked: state.booked } : state;
  }
}

/** The booking already made by this checkout, if any: the next click pays it instead of booking. */
export function createdBooking(state: CheckoutState): Booked | null {
  return state.status === 'unpaid' || state.status === 'paying' || state.status === 'failed' || state.status === 'paid'
    ? state.booked
    : null;
}

/** Busy while booking or paying (and once on the way to pay, until the page goes). */
export function isSubmitting(state: CheckoutState): boolean {
  return state.status === 'submitting' || state.status === 'paying' || state.status === 'paid';
}
