import { addCalendarDays } from '@venue/i18n';

/** The longest series offered: a year of weeks (the backend books at most 60 occurrences). */
export const MAX_WEEKS = 52;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The default "repeat until": the last same weekday the venue still takes bookings for, so no week
 * of the default series falls outside the booking window. At least one week on, even when the
 * window ends sooner (the preview then says which date is outside it).
 */
export function defaultRepeatUntil(firstDay: string, lastBookableDay: string): string {
  const weeks = Math.floor(daysBetween(firstDay, lastBookableDay) / 7);
  return addCalendarDays(firstDay, 7 * Math.min(MAX_WEEKS, Math.max(1, weeks)));
}
