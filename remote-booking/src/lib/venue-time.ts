// Venue times are shown in the venue's own time zone (a court in Warsaw opens at 8:00 Warsaw
// time wherever the player is), always with a note naming that zone.
import { localeOf, type Language } from '@venue/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formats.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone });
    formats.set(key, cached);
  }
  return cached;
}

/** "pon., 23 lis 2026" */
export function formatVenueDate(instant: string | Date, timeZone: string, language: Language): string {
  return format(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));
}

/** "18:30" */
export function formatVenueTime(instant: string | Date, timeZone: string, language: Language): string {
  return format(language, timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

// A deadline reads as a whole phrase ("w środę, 26 listopada, o 14:30"): a bare "o 14:30" is
// ambiguous when the deadline may fall on another day. Polish and Ukrainian put the weekday in
// the accusative after the preposition, which Intl does not produce, hence the tables (Sunday first).
const WEEKDAY_ON: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  pl: ['w niedzielę', 'w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek', 'w sobotę'],
  ua: ['у неділю', 'у понеділок', 'у вівторок', 'у середу', 'у четвер', 'у пʼятницю', 'у суботу'],
};
const WEEKDAY_INDEX: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** "w środę, 26 listopada, o 14:30" / "on Wednesday, 26 November, at 14:30" / "у середу, 26 листопада, о 14:30" */
export function formatVenueDeadline(instant: string | Date, timeZone: string, language: Language): string {
  const at = new Date(instant);
  const date = format(language, timeZone, { day: 'numeric', month: 'long' }).format(at);
  const time = formatVenueTime(at, timeZone, language);
  if (language === 'en') return `on ${format(language, timeZone, { weekday: 'long' }).format(at)}, ${date}, at ${time}`;
  const index = WEEKDAY_INDEX[new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(at)] ?? 0;
  return `${WEEKDAY_ON[language][index]}, ${date}, ${language === 'pl' ? 'o' : 'о'} ${time}`;
}

/** "pon., 23 lis 2026, 18:30–20:00" */
export function formatVenueRange(start: string | Date, end: string | Date, timeZone: string, language: Language): string {
  return `${formatVenueDate(start, timeZone, language)}, ${formatVenueTime(start, timeZone, language)}–${formatVenueTime(end, timeZone, language)}`;
}

/** A calendar day `YYYY-MM-DD` shown as "pon., 23 lis" (the day itself, no zone shift). */
export function formatCalendarDay(day: string, language: Language): string {
  return format(language, 'UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T12:00:00Z`));
}

/** Today's calendar day `YYYY-MM-DD` in the venue's zone. */
export function venueToday(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The calendar day `days` after `day` (both `YYYY-MM-DD`); calendar arithmetic, no zone involved. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The zone's name for the note under venue times, e.g. "czas środkowoeuropejski standardowy". */
export function timeZoneLabel(timeZone: string, language: Language, at: Date = new Date()): string {
  const part = format(language, timeZone, { timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
