// Venue times are shown in the venue's own time zone (a court in Warsaw opens at 8:00 Warsaw
// time wherever the player is), always with a note naming that zone. The day helpers every app
// shares (`todayIn`, `addCalendarDays`, `isCalendarDay`, `formatTime`, `timeZoneLabel`) are in
// @venue/i18n; here are the booking pages' own formats.
import { cachedDateTimeFormat, dateTimeFormat, formatTime, type Language } from '@venue/i18n';

/** "pon., 23 lis 2026" */
export function formatVenueDate(instant: string | Date, timeZone: string, language: Language): string {
  return dateTimeFormat(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(instant),
  );
}

/** "pon., 23 lis": the venue's day of an instant, without the year (where the day strip beside it gives the context). */
export function formatVenueDay(instant: string | Date, timeZone: string, language: Language): string {
  return dateTimeFormat(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(instant));
}

/** "18:30": the shared `formatTime`, under the name the booking pages' venue formats share. */
export const formatVenueTime = formatTime;

// A deadline reads as a whole phrase ("w środę, 26 listopada, o 14:30"): a bare "o 14:30" is
// ambiguous when the deadline may fall on another day. Polish and Ukrainian put the weekday in
// the accusative after the preposition, which Intl does not produce, hence the tables (Sunday first).
const WEEKDAY_ON: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  pl: ['w niedzielę', 'w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek', 'w sobotę'],
  ua: ['у неділю', 'у понеділок', 'у вівторок', 'у середу', 'у четвер', 'у пʼятницю', 'у суботу'],
};
const WEEKDAY_INDEX: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// A deadline at midnight (a carnet's expiry is the end of its last day) is written as 24:00 of the
// day it ends, never as "…, 00:00" of the next day, which reads as a day too many.
function deadlineClock(instant: string | Date, timeZone: string, language: Language): { day: Date; time: string } {
  const at = new Date(instant);
  const time = formatVenueTime(at, timeZone, language);
  return time === '00:00' ? { day: new Date(at.getTime() - 1), time: '24:00' } : { day: at, time };
}

/** "pt., 29 sty 2027, 16:00"; a midnight deadline as "czw., 28 sty 2027, 24:00". */
export function formatVenueUntil(instant: string | Date, timeZone: string, language: Language): string {
  const { day, time } = deadlineClock(instant, timeZone, language);
  return `${formatVenueDate(day, timeZone, language)}, ${time}`;
}

/** "w środę, 26 listopada, o 14:30" / "on Wednesday, 26 November, at 14:30" / "у середу, 26 листопада, о 14:30" */
export function formatVenueDeadline(instant: string | Date, timeZone: string, language: Language): string {
  const { day: at, time } = deadlineClock(instant, timeZone, language);
  const date = dateTimeFormat(language, timeZone, { day: 'numeric', month: 'long' }).format(at);
  if (language === 'en') return `on ${dateTimeFormat(language, timeZone, { weekday: 'long' }).format(at)}, ${date}, at ${time}`;
  const index = WEEKDAY_INDEX[cachedDateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(at)] ?? 0;
  return `${WEEKDAY_ON[language][index]}, ${date}, ${language === 'pl' ? 'o' : 'о'} ${time}`;
}

/** "pon., 23 lis 2026, 18:30–20:00" */
export function formatVenueRange(start: string | Date, end: string | Date, timeZone: string, language: Language): string {
  return `${formatVenueDate(start, timeZone, language)}, ${formatVenueTime(start, timeZone, language)}–${formatVenueTime(end, timeZone, language)}`;
}

/** A calendar day `YYYY-MM-DD` shown as "pon., 23 lis" (the day itself, no zone shift). */
export function formatCalendarDay(day: string, language: Language): string {
  return dateTimeFormat(language, 'UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T12:00:00Z`));
}
