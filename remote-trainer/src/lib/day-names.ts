import { dateTimeFormat, type Language } from '@venue/i18n';

// Calendar days carry no zone: formatting their UTC midnight in UTC names the same day everywhere.
const atUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** "poniedziałek" for ISO weekday 1 … "niedziela" for 7. */
export function weekdayName(weekday: number, language: Language): string {
  // 2024-01-01 was a Monday.
  return dateTimeFormat(language, 'UTC', { weekday: 'long' }).format(atUtcMidnight(`2024-01-0${weekday}`));
}

/** "pon., 30 lis" — a day of the week shown. */
export function shortDay(day: string, language: Language): string {
  return dateTimeFormat(language, 'UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(atUtcMidnight(day));
}

/** "poniedziałek, 30 listopada 2026" — a day in full. */
export function longDay(day: string, language: Language): string {
  return dateTimeFormat(language, 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(atUtcMidnight(day));
}
