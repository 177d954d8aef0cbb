// The summary step's button as a state machine: booking, then (online, one slot) paying. A
// reservation made before its payment failed is kept, so paying again never books twice; an
// event that makes no sense in the current state (a double click, a late answer) changes nothing.
import type { Reservation } from '@venue/api/schemas/reservation';

export type SubmitState =
  /** Nothing under way; `error` is why the last booking failed (null before any). */
  | { readonly status: 'idle'; readonly error: unknown }
  | { readonly status: 'booking' }
  /** Booked online; the payment starts next. */
  | { readonly status: 'unpaid'; readonly reservation: Reservation }
  | { readonly status: 'paying'; readonly reservation: Reservation }
  /** The payment failed: the reservation stands, unpaid, and can be paid again from here. */
  | { readonly status: 'failed'; readonly reservation: Reservation };

export type SubmitEvent =
  | { readonly type: 'book' }
  /** Booked, and the flow moves on (done step, or the series page). */
  | { readonly type: 'booked' }
  | { readonly type: 'booked-unpaid'; readonly reservation: Reservation }
  /** `error` null: the failure is shown elsewhere (a taken slot goes back to the alternatives). */
  | { readonly type: 'book-failed'; readonly error: unknown }
  | { readonly type: 'pay' }
  | { readonly type: 'pay-failed' };

export const INITIAL_SUBMIT_STATE: SubmitState = { status: 'idle', error: null };

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'book':
      return state.status === 'idle' ? { status: 'booking' } : state;
    case 'booked':
      return state.status === 'booking' ? INITIAL_SUBMIT_STATE : state;
    case 'booked-unpaid':
      return state.status === 'booking' ? { status: 'unpaid', reservation: event.reservation } : state;
    case 'book-failed':
      return state.status === 'booking' ? { status: 'idle', error: event.error } : state;
    case 'pay':
      return state.status === 'unpaid' || state.status === 'failed' ? { status: 'paying', reservation: state.reservation } : state;
    case 'pay-failed':
      return state.status === 'paying' ? { status: 'failed', reservation: state.reservation } : state;
  }
}

/** The reservation already made for this submit, if any: the next click pays it instead of booking. */
export function createdReservation(state: SubmitState): Reservation | null {
  return state.status === 'unpaid' || state.status === 'paying' || state.status === 'failed' ? state.reservation : null;
}

export function isSubmitting(state: SubmitState): boolean {
  return state.status === 'booking' || state.status === 'paying';
}
