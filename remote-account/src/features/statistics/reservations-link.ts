import type { StatisticsRange } from '@venue/api/schemas/statistics';
import { paths } from '@venue/routes';

export interface ReservationsBehind {
  /** The venue days the number counts (the month's first and last). */
  readonly range: Pick<StatisticsRange, 'from' | 'to'>;
  /** Whether the number counts cancelled reservations (total, cancelled): then the list shows them. */
  readonly includeCancelled?: boolean;
  readonly venueId?: number;
  /** ISO weekday, 1 Monday … 7 Sunday (venue-local). */
  readonly weekday?: number;
}

/**
 * My reservations (remote-booking) filtered to the reservations behind a number: its URL filters
 * are `from`, `to`, `cancelled=1`, `venue` and `weekday` (remote-booking's reservation-filters.ts).
 */
export function reservationsBehind({ range, includeCancelled, venueId, weekday }: ReservationsBehind): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (includeCancelled) params.set('cancelled', '1');
  if (venueId !== undefined) params.set('venue', String(venueId));
  if (weekday !== undefined) params.set('weekday', String(weekday));
  return `${paths.myReservations()}?${params.toString()}`;
}
