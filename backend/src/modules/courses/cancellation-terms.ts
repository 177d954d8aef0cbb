import { freeCancellationUntil, type CourseCancellation } from '@venue/api';

type Cancellable = {
  state: 'awaiting_payment' | 'active' | 'lapsed' | 'cancelled';
  sessionStarts: string[];
  subtotalGrosze: number;
};

/**
 * The venue's rule for cancelling an enrolment, the court rule applied to the next session:
 * - unpaid (within its 15 minutes): free, nothing to give back;
 * - paid, up to the venue's free-cancellation hours before the next session attended: free, the
 *   share of the price for the sessions not started goes back to the wallet
 *   (round(subtotal × sessions left ÷ sessions attended));
 * - later: `cancelled_not_on_time`: the next session is forfeited, the share of the ones after it
 *   goes back;
 * - once every session attended has started: nothing to cancel (null).
 * `clawback` is a sibling's discount this cancellation ends (see `cancelEnrollment`); it comes off
 * the refund, never below zero.
 */
export function cancellationTerms(
  enrollment: Cancellable,
  freeCancellationHours: number,
  now: Date,
  clawback = 0,
): CourseCancellation | null {
  if (enrollment.state !== 'awaiting_payment' && enrollment.state !== 'active') return null;
  const starts = enrollment.sessionStarts.map((start) => new Date(start).getTime()).sort((a, b) => a - b);
  const left = starts.filter((start) => start > now.getTime());
  const next = left[0];
  if (next === undefined) return null;
  const freeUntil = freeCancellationUntil(new Date(next), freeCancellationHours);
  const onTime = now.getTime() <= freeUntil.getTime();
  if (enrollment.state === 'awaiting_payment') return { outcome: 'cancelled', free_until: freeUntil.toISOString(), refund: 0 };
  const refunded = onTime ? left.length : left.length - 1;
  const share = starts.length === 0 ? 0 : Math.round((enrollment.subtotalGrosze * refunded) / starts.length);
  return {
    outcome: onTime ? 'cancelled' : 'cancelled_not_on_time',
    free_until: freeUntil.toISOString(),
    refund: Math.max(0, share - clawback),
  };
}
