import { localeOf, type Language } from '@venue/i18n';

/** A clock time in the venue's zone (the kiosk shows only today, so the date would be noise). */
export function venueTime(instant: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(instant));
}
