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

/** Base price and discount of the selection, for the price summary (one fee added there). */
export function selectionTotals(
  occurrences: readonly Reservation[],
  selected: ReadonlySet<number>,
): { basePrice: number; discount: number } {
  return occurrences
    .filter((r) => selected.has(r.id))
    .reduce((sum, r) => ({ basePrice: sum.basePrice + r.base_price, discount: sum.discount + r.discount }), { basePrice: 0, discount: 0 });
}
