import type { WorkingHours } from '@venue/api';
import type { Interval } from '../venues/availability.js';
import { instantAt, localDay, minutesLabel } from '../venues/venue-time.js';

/** A window of the venue's wall clock on one day, minutes after local midnight (1440: the next midnight). */
export type MinuteWindow = { fromMinute: number; toMinute: number };
export type WeeklyWindow = MinuteWindow & { weekday: number };
/** A date's override row: no minutes means a day off. */
export type OverrideRow = { date: string; fromMinute: number | null; toMinute: number | null };

/** The windows a trainer works on `date`: the date's overrides when it has any, else the weekday's template. */
export function windowsOn(date: string, zone: string, weekly: readonly WeeklyWindow[], overrides: readonly OverrideRow[]): MinuteWindow[] {
  const forDate = overrides.filter((row) => row.date === date);
  if (forDate.length > 0) {
    return forDate.flatMap((row) =>
      row.fromMinute === null || row.toMinute === null ? [] : [{ fromMinute: row.fromMinute, toMinute: row.toMinute }],
    );
  }
  const weekday = localDay(date, zone).weekday;
  return weekly.filter((row) => row.weekday === weekday).map(({ fromMinute, toMinute }) => ({ fromMinute, toMinute }));
}

/**
 * The instants a day's wall-clock windows cover. Each end is converted on its own, so on the day
 * the clocks change an 08:00–16:00 window is 7 or 9 real hours long, and 08:00 is 08:00 either side.
 */
export function workingIntervals(date: string, zone: string, windows: readonly MinuteWindow[]): Interval[] {
  return windows.map((window) => ({ start: instantAt(date, window.fromMinute, zone), end: instantAt(date, window.toMinute, zone) }));
}

/** Whether [start, end) lies inside one of the intervals. */
export function within(intervals: readonly Interval[], start: Date, end: Date): boolean {
  return intervals.some((interval) => interval.start.getTime() <= start.getTime() && end.getTime() <= interval.end.getTime());
}

/** Whether [start, end) overlaps any of the intervals (touching ends do not). */
export function overlapsAny(intervals: readonly Interval[], start: Date, end: Date): boolean {
  return intervals.some((interval) => interval.start.getTime() < end.getTime() && start.getTime() < interval.end.getTime());
}

const label = (minute: number) => (minute >= 1440 ? '24:00' : minutesLabel(minute));

/** The public form of a trainer's hours (`WorkingHours`): wall-clock `HH:MM`, overrides grouped by date. */
export function workingHoursView(weekly: readonly WeeklyWindow[], overrides: readonly OverrideRow[]): WorkingHours {
  const byDate = new Map<string, { from: string; to: string }[]>();
  for (const row of [...overrides].sort((a, b) => a.date.localeCompare(b.date) || (a.fromMinute ?? -1) - (b.fromMinute ?? -1))) {
    const windows = byDate.get(row.date) ?? [];
    if (row.fromMinute !== null && row.toMinute !== null) windows.push({ from: label(row.fromMinute), to: label(row.toMinute) });
    byDate.set(row.date, windows);
  }
  return {
    weekly: [...weekly]
      .sort((a, b) => a.weekday - b.weekday || a.fromMinute - b.fromMinute)
      .map((row) => ({ weekday: row.weekday, from: label(row.fromMinute), to: label(row.toMinute) })),
    overrides: [...byDate].map(([date, windows]) => ({ date, windows })),
  };
}
