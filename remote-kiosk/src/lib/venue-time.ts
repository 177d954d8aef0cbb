import { formatTime, type Language } from '@venue/i18n';

/** A clock time in the venue's zone (the kiosk shows only today, so the date would be noise). */
export function venueTime(instant: string, timeZone: string, language: Language): string {
  return formatTime(instant, timeZone, language);
}
