import { localeOf, type Language } from './languages';

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/**
 * Formats an amount held in grosze (1/100 PLN) as the product shows money, e.g. "1,98 zł" in
 * Polish, with the non-breaking spaces Intl puts between number and currency.
 */
export function formatMoney(grosze: number, language: Language): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'PLN',
      // "zł" in every language, not "PLN", as the product labels the currency.
      currencyDisplay: 'narrowSymbol',
    });
    moneyFormats.set(language, format);
  }
  return format.format(grosze / 100);
}

/**
 * Formats an instant as date and time in a given IANA time zone (the venue's, not the
 * browser's: a court in Warsaw opens at 8:00 Warsaw time wherever the player is).
 */
export function formatDateTime(instant: Date | string | number, timeZone: string, language: Language): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

export type DurationUnit = 'seconds' | 'minutes' | 'hours';

/**
 * Picks a readable unit for a wait such as a 429's Retry-After: seconds up to two minutes,
 * minutes up to two hours, hours beyond. Rounded up so the user never retries too early.
 */
export function durationParts(totalSeconds: number): { unit: DurationUnit; count: number } {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  if (seconds < 120) return { unit: 'seconds', count: seconds };
  if (seconds < 7200) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'hours', count: Math.ceil(seconds / 3600) };
}
