import { addCalendarDays, dateTimeFormat, type Language } from '@venue/i18n';

/** Days shown past the advance limit, disabled, so the limit is visible rather than silent. */
export const DAYS_PAST_LIMIT = 2;
/** The strip never shows fewer days than a week, whatever the limit. */
const MIN_DAYS = 7;

export interface StripDay {
  readonly date: string;
  readonly index: number;
  readonly weekday: string;
  readonly dayMonth: string;
  readonly bookable: boolean;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today up to the last bookable day, then a few disabled ones past it. */
export function dayStrip(today: string, lastBookable: string, language: Language): StripDay[] {
  const bookableDays = Math.max(0, daysBetween(today, lastBookable) + 1);
  const length = Math.max(MIN_DAYS, bookableDays + DAYS_PAST_LIMIT);
  const weekday = dateTimeFormat(language, 'UTC', { weekday: 'short' });
  const dayMonth = dateTimeFormat(language, 'UTC', { day: 'numeric', month: 'short' });
  return Array.from({ length }, (_, index) => {
    const date = addCalendarDays(today, index);
    const noon = new Date(`${date}T12:00:00Z`);
    return { date, index, weekday: weekday.format(noon), dayMonth: dayMonth.format(noon), bookable: date <= lastBookable };
  });
}
