// Days and clock times of a given zone (a venue's, or the platform's for the wallet), one set for
// every app. Calendar days are `YYYY-MM-DD` strings, counted without a zone; instants are shown
// on the clock of the zone asked for, whatever the browser's, with a note naming that zone.
import { localeOf, type Language } from './languages';

// Making an Intl.DateTimeFormat costs ~80 times formatting with one (0.17 ms against 0.002 ms
// on this machine, 4× that on the bench's phone), and a page's render formats hundreds of times.
const formats = new Map<string, Intl.DateTimeFormat>();

/** An `Intl.DateTimeFormat` for `locale` and `options`, made once per combination. */
export function cachedDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formats.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formats.set(key, cached);
  }
  return cached;
}

/** An `Intl.DateTimeFormat` in the language's locale and `timeZone`, made once per combination. */
export function dateTimeFormat(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedDateTimeFormat(localeOf(language), { ...options, timeZone });
}

/** "18:30": the instant on the clock of `timeZone`. */
export function formatTime(instant: string | Date, timeZone: string, language: Language): string {
  return dateTimeFormat(language, timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** Today's calendar day `YYYY-MM-DD` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return cachedDateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The calendar day `days` after `day` (both `YYYY-MM-DD`); calendar arithmetic, no zone involved. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The zone's name for the note under the times shown, e.g. "czas środkowoeuropejski standardowy". */
export function timeZoneLabel(timeZone: string, language: Language, at: Date = new Date()): string {
  const part = dateTimeFormat(language, timeZone, { timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
