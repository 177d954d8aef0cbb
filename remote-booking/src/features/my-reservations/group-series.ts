import type { Reservation } from '@venue/api/schemas/reservation';
import { isUnpaid } from '../../lib/reservations/reservation-status';

export interface SeriesSummary {
  readonly parentId: number;
  /** The earliest occurrence in view: court, venue, weekday and time come from it. */
  readonly first: Reservation;
  readonly occurrences: number;
  readonly unpaid: number;
}

/** Single reservations: those not part of a series. */
export function singleReservations(reservations: readonly Reservation[]): Reservation[] {
  return reservations.filter((r) => r.parent_id === null);
}

/** Occurrences grouped by series, in the order each series first occurs. */
export function groupSeries(reservations: readonly Reservation[]): SeriesSummary[] {
  const groups = new Map<number, Reservation[]>();
  for (const reservation of reservations) {
    if (reservation.parent_id === null) continue;
    const group = groups.get(reservation.parent_id) ?? [];
    group.push(reservation);
    groups.set(reservation.parent_id, group);
  }
  return [...groups.entries()].map(([parentId, group]) => {
    const sorted = [...group].sort((a, b) => a.start_time.localeCompare(b.start_time));
    return {
      parentId,
      first: sorted[0] as Reservation,
      occurrences: sorted.length,
      unpaid: sorted.filter(isUnpaid).length,
    };
  });
}
