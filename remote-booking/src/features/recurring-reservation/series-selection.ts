import type { Reservation } from '@venue/api/schemas/reservation';
import { isPayable } from '../../lib/reservations/reservation-status';

/** What one occurrence costs when paid online, before the one fee per payment. */
export function occurrencePrice(reservation: Reservation): number {
  return Math.max(0, reservation.base_price - reservation.discount);
}

/** The ids that can be paid now: unpaid, active, not started. */
export function payableIds(occurrences: readonly Reservation[], now: Date = new Date()): number[] {
  return occurrences.filter((r) => isPayable(r, now)).map((r) => r.id);
}

/**
 * The dates that will be released unless paid (booked online, window still open). The page
 * preselects them all: paying for the whole series is the default, leaving one out is a choice the
 * page spells out (README "Weekly series").
 */
export function releasableIds(occurrences: readonly Reservation[], now: Date = new Date()): number[] {
  return occurrences.filter((r) => isPayable(r, now) && r.pay_until !== null && Date.parse(r.pay_until) > now.getTime()).map((r) => r.id);
}

/** When the first unpaid date is released (they share the window of the booking), or null. */
export function releaseAt(occurrences: readonly Reservation[], now: Date = new Date()): string | null {
  const ids = new Set(releasableIds(occurrences, now));
  const deadlines = occurrences.filter((r) => ids.has(r.id)).map((r) => r.pay_until as string);
  return deadlines.sort()[0] ?? null;
}

/** Base price and discount of the selection, for the price summary (one fee added there). */
export function selectionTotals(
  occurrences: readonly Reservation[],
  selected: ReadonlySet<number>,
): { basePrice: number; discount: number } {
  return occurrences
    .filter((r) => selected.has(r.id))
    .reduce((sum, r) => ({ basePrice: sum.basePrice + r.base_price, discount: sum.discount + r.discount }), { basePrice: 0, discount: 0 });
}
