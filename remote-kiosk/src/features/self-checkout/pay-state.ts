/**
 * Paying one reservation at the kiosk, as a pure reducer (the kiosk's own screen is
 * `kiosk-state.ts`). The two ways are exclusive: the player chooses between the QR that moves the
 * payment to their phone and BLIK typed here. Once a BLIK payment is sent, the QR goes: the phone
 * would only start a second payment of the same booking. It comes back only when BLIK failed,
 * when both ways are open again.
 */
import type { PaymentStatus } from '@venue/api/schemas/payment';

/** Gateway statuses that settle a payment. */
const PAID: readonly PaymentStatus[] = ['SUCCESS', 'CONFIRMED'];
const FAILED: readonly PaymentStatus[] = ['VOIDED', 'NOTCONFIRMED', 'ABANDONED'];

export type PayError = 'blik-invalid' | 'failed';

export type PayState =
  /** Both ways offered; `error` says why the last BLIK attempt did not start or did not go through. */
  | { readonly step: 'choosing'; readonly error: PayError | null }
  /** The BLIK code is on its way to the server. */
  | { readonly step: 'sending' }
  /** The gateway has the payment; the player confirms it in the bank app. */
  | { readonly step: 'waiting'; readonly paymentUuid: string }
  | { readonly step: 'paid' };

export type PayEvent =
  | { readonly type: 'blik-invalid' }
  | { readonly type: 'blik-sent' }
  | { readonly type: 'blik-started'; readonly paymentUuid: string }
  | { readonly type: 'blik-refused' }
  | { readonly type: 'payment-status'; readonly paymentUuid: string; readonly status: PaymentStatus };

export const initialPayState: PayState = { step: 'choosing', error: null };

export function payReducer(state: PayState, event: PayEvent): PayState {
  switch (event.type) {
    case 'blik-invalid':
      return state.step === 'choosing' ? { step: 'choosing', error: 'blik-invalid' } : state;
    case 'blik-sent':
      return state.step === 'choosing' ? { step: 'sending' } : state;
    case 'blik-started':
      return state.step === 'sending' ? { step: 'waiting', paymentUuid: event.paymentUuid } : state;
    case 'blik-refused':
      return state.step === 'sending' ? { step: 'choosing', error: 'failed' } : state;
    case 'payment-status':
      // Only the payment under way settles the panel; a late answer about another one is dropped.
      if (state.step !== 'waiting' || state.paymentUuid !== event.paymentUuid) return state;
      if (PAID.includes(event.status)) return { step: 'paid' };
      if (FAILED.includes(event.status)) return { step: 'choosing', error: 'failed' };
      return state;
  }
}

/** The pay-on-phone QR is offered only until a BLIK payment has started. */
// While the code is on its way the QR stays: a refused code leaves both ways open, and the panel
// does not jump for the few hundred milliseconds of the request.
export const offersPhoneQr = (state: PayState): boolean => state.step === 'choosing' || state.step === 'sending';

/** The payment whose status is asked for until it settles. */
export const pendingPaymentUuid = (state: PayState): string | null => (state.step === 'waiting' ? state.paymentUuid : null);
