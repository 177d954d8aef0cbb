// Starting a payment as a state machine: each state carries only what it shows. `redirecting`
// stays until the page is gone (the browser is leaving for the gateway), so the form stays busy.
import type { PaymentFailure } from './payment-errors';

export type PaymentInputProblem = 'methodRequired' | 'blikCodeInvalid';

export type StartPaymentPhase =
  | { readonly status: 'idle' }
  /** The form was not complete; nothing was sent. */
  | { readonly status: 'invalid'; readonly problem: PaymentInputProblem }
  | { readonly status: 'pending' }
  | { readonly status: 'redirecting' }
  /** `apiMessage`: a `common` key the API worded the failure with (busy), shown instead of the failure's own text. */
  | { readonly status: 'failed'; readonly failure: PaymentFailure; readonly apiMessage: string | null };

export type StartPaymentEvent =
  | { readonly type: 'rejected'; readonly problem: PaymentInputProblem }
  | { readonly type: 'sent' }
  | { readonly type: 'redirect' }
  /** BLIK went on to the status page: the form is free again (it is usually unmounted by now). */
  | { readonly type: 'started' }
  | { readonly type: 'failed'; readonly failure: PaymentFailure; readonly apiMessage: string | null }
  | { readonly type: 'reset' };

export const IDLE_PAYMENT: StartPaymentPhase = { status: 'idle' };

export function startPaymentReducer(state: StartPaymentPhase, event: StartPaymentEvent): StartPaymentPhase {
  switch (event.type) {
    case 'rejected':
      return state.status === 'pending' || state.status === 'redirecting' ? state : { status: 'invalid', problem: event.problem };
    case 'sent':
      return state.status === 'pending' || state.status === 'redirecting' ? state : { status: 'pending' };
    case 'redirect':
      return state.status === 'pending' ? { status: 'redirecting' } : state;
    case 'started':
      return state.status === 'pending' ? IDLE_PAYMENT : state;
    case 'failed':
      return state.status === 'pending' ? { status: 'failed', failure: event.failure, apiMessage: event.apiMessage } : state;
    case 'reset':
      return state.status === 'invalid' || state.status === 'failed' ? IDLE_PAYMENT : state;
  }
}
