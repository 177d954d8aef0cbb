// Numbers as the page words them: hours from minutes with their plural ("1 godzina", "2 godziny",
// "5 godzin", "1,5 godziny"), and a clock time from minutes after midnight.
import type { TFunction } from 'i18next';
import { localeOf, type Language } from '@venue/i18n';

/** Hours played from minutes, one decimal at most (90 → 1.5). */
export function hoursOf(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

/** "1,5" / "1.5": a number in the language's own writing, at most one decimal. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value);
}

/** "2 godziny", "5 годин", "1.5 hours": the plural form follows the number (a fraction takes `other`). */
export function hoursText(t: TFunction, minutes: number, language: Language): string {
  const hours = hoursOf(minutes);
  return t('statistics.hours', { count: hours, formatted: formatNumber(hours, language) });
}

/** "18:30" from minutes after midnight. */
export function clockTime(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  return `${String(hours).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** "18:00": the start of an hour of the day. */
export function hourLabel(hour: number): string {
  return clockTime(hour * 60);
}
