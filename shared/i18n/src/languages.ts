/** Language as the product names, stores and shows it (`language` in localStorage). */
export type Language = 'pl' | 'en' | 'ua';
/**
 * Language code used inside i18next and Intl. Ukrainian is `uk` (ISO 639-1); `ua` is a
 * country code, and with it plural rules and number formats would silently fall back.
 */
export type LanguageCode = 'pl' | 'en' | 'uk';

export const LANGUAGES: readonly Language[] = ['pl', 'en', 'ua'];
export const DEFAULT_LANGUAGE: Language = 'pl';
export const LANGUAGE_STORAGE_KEY = 'language';

const CODE_BY_LANGUAGE: Readonly<Record<Language, LanguageCode>> = { pl: 'pl', en: 'en', ua: 'uk' };
const LOCALE_BY_LANGUAGE: Readonly<Record<Language, string>> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toLanguageCode(language: Language): LanguageCode {
  return CODE_BY_LANGUAGE[language];
}

/** Maps an i18next language code (possibly regional, e.g. `uk-UA`) back to the product's language. */
export function fromLanguageCode(code: string | undefined): Language {
  const base = code?.toLowerCase().split('-')[0];
  if (base === 'uk' || base === 'ua') return 'ua';
  if (base === 'en') return 'en';
  return 'pl';
}

/** BCP 47 locale for Intl formatting. */
export function localeOf(language: Language): string {
  return LOCALE_BY_LANGUAGE[language];
}

/** The language after `language` in the switch's cycle pl → en → ua → pl. */
export function nextLanguage(language: Language): Language {
  const index = LANGUAGES.indexOf(language);
  return LANGUAGES[(index + 1) % LANGUAGES.length] ?? DEFAULT_LANGUAGE;
}
