import type { Reservation } from '@venue/api/schemas/reservation';
import { seriesCounts } from '../../lib/reservations/series-counts';

export interface SeriesSummary {
  readonly parentId: number;
  /** The earliest occurrence in view: court, venue, weekday and time come from it. */
  readonly first: Reservation;
  /** Active dates, as the series page counts them (`seriesCounts`). */
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
    const counts = seriesCounts(sorted);
    return { parentId, first: sorted[0] as Reservation, occurrences: counts.active, unpaid: counts.unpaid };
  });
}
