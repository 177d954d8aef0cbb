import type { CarnetState } from '@venue/api/schemas/carnet';
import type { BadgeTone } from '@venue/ui';

/** The badge of a carnet's state: usable, waiting for its payment, or unusable for good. */
export const CARNET_STATE_TONE: Readonly<Record<CarnetState, BadgeTone>> = {
  active: 'success',
  awaiting_payment: 'warning',
  payment_failed: 'danger',
  expired: 'neutral',
  used_up: 'neutral',
};

/** A carnet whose purchase payment is worth a look (still pending, or failed). */
export function showsPayment(state: CarnetState): boolean {
  return state === 'awaiting_payment' || state === 'payment_failed';
}
