import type { Reservation } from '@venue/api/schemas/reservation';
import { isUnpaid } from './reservation-status';

/**
 * How a weekly series is counted everywhere it is shown (the "my reservations" tab and the series
 * page): its dates are the active ones; cancelled or released dates are counted apart, never in
 * the series' size, so a list that leaves them out and one that shows them agree.
 */
export interface SeriesCounts {
  readonly active: number;
  /** Active and not paid yet (a payment may be under way). */
  readonly unpaid: number;
  readonly cancelled: number;
}

export function seriesCounts(occurrences: readonly Reservation[]): SeriesCounts {
  const active = occurrences.filter((r) => r.state === 'active');
  return { active: active.length, unpaid: occurrences.filter(isUnpaid).length, cancelled: occurrences.length - active.length };
}
