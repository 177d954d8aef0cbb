import { freeCancellationUntil, type CancellationPreview } from '@venue/api';

type Cancellable = { state: string; startTime: Date; paymentStatus: string; basePriceGrosze: number; discountGrosze: number };

/**
 * What cancelling at `now` would do; null once the reservation is no longer active or has started.
 * `refund` is money only: what a carnet paid (`carnetGrosze`) goes back to the carnet instead
 * (README "Carnets"), so a reservation a carnet paid in full refunds no money (`none`).
 */
export function cancellationPreview(
  reservation: Cancellable,
  freeCancellationHours: number,
  now: Date,
  carnetGrosze = 0,
): CancellationPreview | null {
  if (reservation.state !== 'active' || reservation.startTime.getTime() <= now.getTime()) return null;
  const freeUntil = freeCancellationUntil(reservation.startTime, freeCancellationHours);
  const onTime = now.getTime() <= freeUntil.getTime();
  const paid = reservation.paymentStatus === 'paid';
  const refund = onTime && paid ? Math.max(0, reservation.basePriceGrosze - reservation.discountGrosze - carnetGrosze) : 0;
  const moneyBack = paid && (refund > 0 || carnetGrosze === 0);
  const consequence = onTime ? (moneyBack ? 'refund_to_wallet' : 'none') : paid ? 'no_refund' : 'late_fee_possible';
  return { outcome: onTime ? 'cancelled' : 'cancelled_not_on_time', free_until: freeUntil.toISOString(), refund, consequence };
}
