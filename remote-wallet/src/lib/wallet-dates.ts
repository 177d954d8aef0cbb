// Dates of the wallet page. Ledger entries and withdrawals are dated in the platform's zone
// (the history's `from`/`to` are days in Europe/Warsaw, so a row's day matches the filter that
// found it); a reservation's start is shown in its venue's zone. Each zone shown is named once
// under the history (spec: a timezone note for venue times).
import { localeOf, type Language } from '@venue/i18n';

/** The zone the API counts the history's days in (see `WalletTransactionLogQuerySchema`). */
export const WALLET_TIME_ZONE = 'Europe/Warsaw';

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

/** "23 lis 2026" */
export function formatDay(instant: string | Date, timeZone: string, language: Language): string {
  return format(language, timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));
}

/** "18:30" */
export function formatTime(instant: string | Date, timeZone: string, language: Language): string {
  return format(language, timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** "pon., 23 lis 2026, 18:30": a reservation's start on the venue's clock. */
export function formatDayAndTime(instant: string | Date, timeZone: string, language: Language): string {
  const at = new Date(instant);
  const day = format(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(at);
  return `${day}, ${formatTime(at, timeZone, language)}`;
}

/** A calendar day `YYYY-MM-DD` with its weekday: "piątek, 28 listopada 2026" (the day itself, no zone shift). */
export function formatCalendarDay(day: string, language: Language): string {
  return format(language, 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));
}

/** Today's calendar day `YYYY-MM-DD` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
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

/** The zone's name for the note under the history, e.g. "czas środkowoeuropejski standardowy". */
export function timeZoneLabel(timeZone: string, language: Language, at: Date = new Date()): string {
  const part = format(language, timeZone, { timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
