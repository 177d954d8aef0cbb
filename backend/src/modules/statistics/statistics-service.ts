import { STATISTICS_TREND_MONTHS, type PlayStatistics } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { computeStatistics } from './compute-statistics.js';
import { monthOf, monthRange, trendMonths } from './month-range.js';
import { playHistory } from './play-history.js';

/** The signed-in player's statistics of `month` (default: this month), from one indexed read of six months. */
export async function playStatistics(db: DbOrTx, userId: number, month: string | undefined, now: Date): Promise<PlayStatistics> {
  const chosen = month ?? monthOf(now);
  const [first = chosen] = trendMonths(chosen, STATISTICS_TREND_MONTHS);
  const from = new Date(monthRange(first).start_time);
  const to = new Date(monthRange(chosen).end_time);
  return computeStatistics(chosen, await playHistory(db, userId, from, to), now);
}
