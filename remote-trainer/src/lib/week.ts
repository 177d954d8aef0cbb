import { addCalendarDays, isCalendarDay } from '@venue/i18n';

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day `YYYY-MM-DD`. */
export function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the week holding `day`. */
export function weekStartOf(day: string): string {
  return addCalendarDays(day, 1 - weekdayOf(day));
}

/** The seven calendar days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addCalendarDays(monday, index));
}

/**
 * The API window that surely covers the venue's calendar days `first` … `last`: a day more on each
 * side, since a venue's midnight is not UTC's (no zone is east or west of UTC by a day). Entries
 * are then kept by their `local_date`, which the API gives in the venue's zone.
 */
export function windowCovering(first: string, last: string): { begin: string; end: string } {
  return { begin: `${addCalendarDays(first, -1)}T00:00:00.000Z`, end: `${addCalendarDays(last, 2)}T00:00:00.000Z` };
}

/** A week's Monday from the URL, or the week of `today` when it names no real day. */
export function weekFromParam(value: string | null, today: string): string {
  return weekStartOf(isCalendarDay(value) ? value : today);
}
