import { DateTime } from 'luxon';
import { localPosition } from '../venues/venue-time.js';

/** Where a reservation sits on its venue's wall clock. */
export type LocalStart = { month: string; weekday: number; minute: number };

export function localStart(start: Date, zone: string): LocalStart {
  // The venues module's conversion remembers its answers: bookings start on a few hundred slots.
  const local = localPosition(start, zone);
  return { month: local.date.slice(0, 7), weekday: local.weekday, minute: local.minute };
}

/** Real minutes between two instants (a booking across a DST change lasts what the clock really ran). */
export function minutesBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / 60_000);
}

/**
 * Adds each real minute of [start, end) to the local weekday × hour it was played in:
 * `grid[weekday - 1][hour]`. Across midnight the minutes go to both days; on the night the clocks
 * go forward the skipped hour gets none, and on the night they go back the repeated hour gets both.
 */
export function addToGrid(grid: number[][], start: Date, end: Date, zone: string): void {
  let cursor = DateTime.fromJSDate(start, { zone });
  const stop = end.getTime();
  while (cursor.toMillis() < stop) {
    // Adding an hour is time math in luxon (elapsed milliseconds), so DST cannot stretch a step.
    const nextHour = Math.min(cursor.startOf('hour').plus({ hours: 1 }).toMillis(), stop);
    const row = grid[cursor.weekday - 1];
    if (row) row[cursor.hour] = (row[cursor.hour] ?? 0) + (nextHour - cursor.toMillis()) / 60_000;
    cursor = DateTime.fromMillis(nextHour, { zone });
  }
}

export function emptyGrid(): number[][] {
  return Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
}
