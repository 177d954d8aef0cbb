import { DateTime } from 'luxon';
import { STATISTICS_DEFAULT_TIME_ZONE, type StatisticsRange } from '@venue/api';

/** A calendar month `YYYY-MM` and its neighbours, named the way the statistics answer names them. */
export type Month = string;

/** The month `now` falls in, on the platform zone's wall clock. */
export function monthOf(now: Date, zone = STATISTICS_DEFAULT_TIME_ZONE): Month {
  return DateTime.fromJSDate(now, { zone }).toFormat('yyyy-MM');
}

/** `month` moved by `delta` months (negative: earlier). */
export function addMonths(month: Month, delta: number): Month {
  return DateTime.fromFormat(month, 'yyyy-MM', { zone: 'UTC' }).plus({ months: delta }).toFormat('yyyy-MM');
}

/** The months of the trend, oldest first, ending with `month`. */
export function trendMonths(month: Month, count: number): Month[] {
  return Array.from({ length: count }, (_, index) => addMonths(month, index - count + 1));
}

/**
 * The month's venue days and its bounds as instants in `zone` (end exclusive: the next month's
 * first midnight), the way My reservations and `GET /reservation/me` filter.
 */
export function monthRange(month: Month, zone = STATISTICS_DEFAULT_TIME_ZONE): StatisticsRange {
  const first = DateTime.fromFormat(month, 'yyyy-MM', { zone }).startOf('month');
  const next = first.plus({ months: 1 });
  return {
    from: first.toISODate() ?? '',
    to: next.minus({ days: 1 }).toISODate() ?? '',
    start_time: first.toUTC().toISO() ?? '',
    end_time: next.toUTC().toISO() ?? '',
  };
}

/** Days of `month` that have begun by `now` (all of a past month, none of a future one), in `zone`. */
export function daysElapsed(month: Month, now: Date, zone = STATISTICS_DEFAULT_TIME_ZONE): number {
  const first = DateTime.fromFormat(month, 'yyyy-MM', { zone }).startOf('month');
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  if (today < first) return 0;
  const inMonth = first.daysInMonth ?? 30;
  return Math.min(inMonth, Math.floor(today.diff(first, 'days').days) + 1);
}
