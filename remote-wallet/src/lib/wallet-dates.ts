// Dates of the wallet page. Ledger entries and withdrawals are dated in the platform's zone
// (the history's `from`/`to` are days in Europe/Warsaw, so a row's day matches the filter that
// found it); a reservation's start is shown in its venue's zone. Each zone shown is named once
// under the history (spec: a timezone note for venue times). The day helpers every app shares
// (`todayIn`, `addCalendarDays`, `isCalendarDay`, `formatTime`, `timeZoneLabel`) are in @venue/i18n;
// here are the wallet's own formats.
import { dateTimeFormat, formatTime, type Language } from '@venue/i18n';

/** The zone the API counts the history's days in (see `WalletTransactionLogQuerySchema`). */
export const WALLET_TIME_ZONE = 'Europe/Warsaw';

/** "23 lis 2026" */
export function formatDay(instant: string | Date, timeZone: string, language: Language): string {
  return dateTimeFormat(language, timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));
}

/** "pon., 23 lis 2026, 18:30": a reservation's start on the venue's clock. */
export function formatDayAndTime(instant: string | Date, timeZone: string, language: Language): string {
  const at = new Date(instant);
  const day = dateTimeFormat(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(at);
  return `${day}, ${formatTime(at, timeZone, language)}`;
}

/** A calendar day `YYYY-MM-DD` with its weekday: "piątek, 28 listopada 2026" (the day itself, no zone shift). */
export function formatCalendarDay(day: string, language: Language): string {
  return dateTimeFormat(language, 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** "29 lis": a reservation's day on the venue's clock, short enough for a statement line's title. */
export function formatShortDay(instant: string | Date, timeZone: string, language: Language): string {
  return dateTimeFormat(language, timeZone, { day: 'numeric', month: 'short' }).format(new Date(instant));
}
