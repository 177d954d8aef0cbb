// The month shown lives in the URL (`?month=YYYY-MM`), so a reload or a shared link shows the same one.
import { STATISTICS_DEFAULT_TIME_ZONE } from '@venue/api/schemas/statistics';
import { dateTimeFormat, todayIn, type Language } from '@venue/i18n';

const MONTH = /^(20\d\d|2100)-(0[1-9]|1[0-2])$/;

/** This month (`YYYY-MM`) in the zone the backend takes "this month" in, so both agree. */
export function currentMonth(now: Date = new Date()): string {
  return todayIn(STATISTICS_DEFAULT_TIME_ZONE, now).slice(0, 7);
}

/** The month in the URL when it is a real month not after `latest`; otherwise `latest`. */
export function parseMonth(value: string | null, latest: string): string {
  return value !== null && MONTH.test(value) && value <= latest ? value : latest;
}

/** The month `offset` months after `month` (negative: before). */
export function addMonths(month: string, offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "listopad 2026" / "November 2026" / "листопад 2026 р.": the month as a heading says it. */
export function monthName(month: string, language: Language, style: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(language, 'UTC', { month: style, year: 'numeric' }).format(new Date(`${month}-15T12:00:00Z`));
}

/** "lis" / "Nov": a chart's axis label. */
export function monthShortName(month: string, language: Language): string {
  return dateTimeFormat(language, 'UTC', { month: 'short' }).format(new Date(`${month}-15T12:00:00Z`));
}

/** A Monday (2024-01-01), to name ISO weekdays with Intl in the language shown. */
const MONDAY = Date.UTC(2024, 0, 1, 12);

/** The ISO weekday's name (1 Monday … 7 Sunday), `long` or `short`. */
export function weekdayName(weekday: number, language: Language, style: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(language, 'UTC', { weekday: style }).format(new Date(MONDAY + (weekday - 1) * 86_400_000));
}
