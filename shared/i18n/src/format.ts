import { dateTimeFormat } from './days';
import type { Language } from './languages';

/**
 * One money format for every language: the Polish złoty convention ("110,00 zł", decimal comma,
 * non-breaking spaces, symbol after the amount). The venue is in Poland, prices are printed
 * that way on its receipts and price lists, and English's "zł 110.00" reads as a foreign
 * currency; so the UI language changes the words around an amount, never the amount itself.
 */
const moneyFormat = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  // "zł", not "PLN", as the product labels the currency.
  currencyDisplay: 'narrowSymbol',
});

/**
 * Formats an amount held in grosze (1/100 PLN), e.g. 11000 → "110,00 zł", in every language.
 * `language` stays in the signature so call sites read alike and a future per-language rule
 * would not touch them.
 */
export function formatMoney(grosze: number, _language: Language): string {
  return moneyFormat.format(grosze / 100);
}

/**
 * Formats an instant as date and time in a given IANA time zone (the venue's, not the
 * browser's: a court in Warsaw opens at 8:00 Warsaw time wherever the player is).
 */
export function formatDateTime(instant: Date | string | number, timeZone: string, language: Language): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  return dateTimeFormat(language, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
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
