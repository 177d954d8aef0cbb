import type { OpeningHours } from '@venue/api/schemas/venue';
import { todayIn } from '@venue/i18n';

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day `YYYY-MM-DD`. */
function isoWeekday(day: string): number {
  return ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * The venue's hours on today's date in its own zone (a player abroad at 23:30 their time may
 * already be on the venue's next day); null when the venue is closed today.
 */
export function hoursToday(hours: readonly OpeningHours[], timeZone: string, now: Date = new Date()): OpeningHours | null {
  const weekday = isoWeekday(todayIn(timeZone, now));
  return hours.find((day) => day.weekday === weekday) ?? null;
}
