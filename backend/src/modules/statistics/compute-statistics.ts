import {
  STATISTICS_DEFAULT_TIME_ZONE,
  STATISTICS_TREND_MONTHS,
  type FavouriteVenue,
  type PlayStatistics,
  type SportShare,
  type StatisticsTotals,
  type TrendMonth,
  type TrendPeriod,
} from '@venue/api';
import { matchFormatOf } from './match-format.js';
import { daysElapsed, monthRange, trendMonths, type Month } from './month-range.js';
import type { PlayRow } from './play-history.js';
import { addToGrid, emptyGrid, localStart, minutesBetween } from './play-time.js';

/** A reservation placed on its venue's calendar, with what the figures need of it. */
type Counted = PlayRow & { month: Month; weekday: number; startMinute: number; minutes: number; played: boolean; cancelled: boolean };

function place(row: PlayRow, now: Date): Counted {
  const local = localStart(row.start, row.zone);
  const cancelled = row.state !== 'active';
  return {
    ...row,
    month: local.month,
    weekday: local.weekday,
    startMinute: local.minute,
    minutes: minutesBetween(row.start, row.end),
    cancelled,
    played: !cancelled && row.end.getTime() <= now.getTime(),
  };
}

const sum = (items: readonly number[]) => items.reduce((total, item) => total + item, 0);

function totalsOf(rows: readonly Counted[]): StatisticsTotals {
  const played = rows.filter((row) => row.played);
  const byKind = { court: 0, lesson: 0, class: 0, course: 0 };
  for (const row of rows) byKind[row.kind] += 1;
  return {
    total: rows.length,
    active: rows.filter((row) => !row.cancelled).length,
    cancelled: rows.filter((row) => row.cancelled).length,
    cancelled_not_on_time: rows.filter((row) => row.state === 'cancelled_not_on_time').length,
    played: played.length,
    upcoming: rows.filter((row) => !row.cancelled && !row.played).length,
    minutes_played: sum(played.map((row) => row.minutes)),
    by_kind: byKind,
  };
}

function trendMonthOf(month: Month, rows: readonly Counted[]): TrendMonth {
  const totals = totalsOf(rows.filter((row) => row.month === month));
  return {
    month,
    range: monthRange(month),
    total: totals.total,
    active: totals.active,
    cancelled: totals.cancelled,
    played: totals.played,
    minutes_played: totals.minutes_played,
  };
}

function periodOf(months: readonly TrendMonth[]): TrendPeriod {
  const add = (key: keyof TrendPeriod) => sum(months.map((month) => month[key]));
  return {
    total: add('total'),
    active: add('active'),
    cancelled: add('cancelled'),
    played: add('played'),
    minutes_played: add('minutes_played'),
  };
}

function favouriteVenues(rows: readonly Counted[]): FavouriteVenue[] {
  const byVenue = new Map<number, FavouriteVenue>();
  for (const row of rows) {
    if (row.cancelled) continue;
    const venue = byVenue.get(row.venueId) ?? {
      venue_id: row.venueId,
      venue_name: row.venueName,
      city: row.city,
      count: 0,
      minutes_played: 0,
    };
    venue.count += 1;
    if (row.played) venue.minutes_played += row.minutes;
    byVenue.set(row.venueId, venue);
  }
  return [...byVenue.values()].sort(
    (a, b) => b.count - a.count || b.minutes_played - a.minutes_played || a.venue_name.localeCompare(b.venue_name, 'pl'),
  );
}

function sportsOf(played: readonly Counted[]): SportShare[] {
  const bySport = new Map<number, SportShare>();
  for (const row of played) {
    const sport = bySport.get(row.sportTypeId) ?? {
      sport_type_id: row.sportTypeId,
      code: row.sportCode,
      name: row.sportName,
      count: 0,
      minutes_played: 0,
    };
    sport.count += 1;
    sport.minutes_played += row.minutes;
    bySport.set(row.sportTypeId, sport);
  }
  return [...bySport.values()].sort((a, b) => b.count - a.count || b.minutes_played - a.minutes_played || a.code.localeCompare(b.code));
}

/** The first index holding the largest value; null when every value is 0. */
function busiest(values: readonly number[]): number | null {
  let best: number | null = null;
  values.forEach((value, index) => {
    if (value > 0 && (best === null || value > (values[best] ?? 0))) best = index;
  });
  return best;
}

function rhythmOf(played: readonly Counted[]): PlayStatistics['rhythm'] {
  const grid = emptyGrid();
  for (const row of played) addToGrid(grid, row.start, row.end, row.zone);
  const weekdays = Array.from({ length: 7 }, (_, index) => {
    const on = played.filter((row) => row.weekday === index + 1);
    return { weekday: index + 1, count: on.length, minutes_played: sum(on.map((row) => row.minutes)) };
  });
  // Sessions decide the favourite day; minutes break a tie (two short games against one long).
  const dayScores = weekdays.map((day) => day.count * 100_000 + day.minutes_played);
  const day = busiest(dayScores);
  const hour = busiest(Array.from({ length: 24 }, (_, h) => sum(grid.map((row) => row[h] ?? 0))));
  return {
    grid: grid.map((row) => row.map((minutes) => Math.round(minutes))),
    weekdays,
    favourite_weekday: day === null ? null : day + 1,
    favourite_hour: hour,
  };
}

function playStyleOf(played: readonly Counted[], days: number): PlayStatistics['play_style'] {
  const split = { singles: 0, doubles: 0, unknown: 0 };
  for (const row of played) {
    const format = matchFormatOf(row.kind, row.sportCode, row.courtTags);
    if (format) split[format] += 1;
  }
  const mean = (values: number[]) => (values.length === 0 ? null : Math.round(sum(values) / values.length));
  return {
    average_start_minute: mean(played.map((row) => row.startMinute)),
    sessions_per_week: days === 0 ? 0 : Math.round((played.length / (days / 7)) * 10) / 10,
    average_duration_minutes: mean(played.map((row) => row.minutes)),
    sports: sportsOf(played),
    match_format: split,
  };
}

/**
 * Every figure of the month from the player's reservations of it and the five months before
 * (`rows` may hold more; each is placed by its local start in its venue's zone).
 */
export function computeStatistics(month: Month, rows: readonly PlayRow[], now: Date): PlayStatistics {
  const counted = rows.map((row) => place(row, now));
  const ofMonth = counted.filter((row) => row.month === month);
  const played = ofMonth.filter((row) => row.played);
  const months = trendMonths(month, STATISTICS_TREND_MONTHS).map((item) => trendMonthOf(item, counted));
  const last3 = periodOf(months.slice(-3));
  const previous3 = periodOf(months.slice(0, -3));
  return {
    month,
    time_zone: STATISTICS_DEFAULT_TIME_ZONE,
    range: monthRange(month),
    totals: totalsOf(ofMonth),
    favourite_venues: favouriteVenues(ofMonth),
    trend: {
      months,
      last_3: last3,
      previous_3: previous3,
      change_percent:
        previous3.minutes_played === 0
          ? null
          : Math.round(((last3.minutes_played - previous3.minutes_played) / previous3.minutes_played) * 100),
    },
    rhythm: rhythmOf(played),
    play_style: playStyleOf(played, daysElapsed(month, now)),
    computed_at: now.toISOString(),
  };
}
