import type { StatisticsRange } from '@venue/api/schemas/statistics';
import { paths } from '@venue/routes';

export interface ReservationsBehind {
  /** The venue days the number counts (the month's first and last). */
  readonly range: Pick<StatisticsRange, 'from' | 'to'>;
  /**
   * Which cancelled reservations the number counts: none (active, hours), with the others
   * (`include`: a total), or only them (`only`: the cancelled figure).
   */
  readonly cancelled?: 'include' | 'only';
  readonly venueId?: number;
  /** ISO weekday, 1 Monday … 7 Sunday (venue-local). */
  readonly weekday?: number;
}

/**
 * My reservations (remote-booking) filtered to the reservations behind a number: its URL filters
 * are `from`, `to`, `cancelled=1` or `cancelled=only`, `venue` and `weekday` (remote-booking's
 * reservation-filters.ts).
 */
export function reservationsBehind({ range, cancelled, venueId, weekday }: ReservationsBehind): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (cancelled) params.set('cancelled', cancelled === 'only' ? 'only' : '1');
  if (venueId !== undefined) params.set('venue', String(venueId));
  if (weekday !== undefined) params.set('weekday', String(weekday));
  return `${paths.myReservations()}?${params.toString()}`;
}
