import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, toLanguageCode, type Language, type LanguageCode } from './languages';

function fromBrowserTag(tag: string): Language | null {
  const base = tag.toLowerCase().split(/[-_]/)[0];
  if (base === 'pl') return 'pl';
  if (base === 'en') return 'en';
  // Some browsers and users still send the country code `ua` for Ukrainian.
  if (base === 'uk' || base === 'ua') return 'ua';
  return null;
}

function readStoredLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames); detection then goes on.
    return null;
  }
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  if (nav.languages && nav.languages.length > 0) return nav.languages;
  return nav.language ? [nav.language] : [];
}

/** The stored choice, else the first supported browser language, else Polish. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  for (const tag of browserLanguages()) {
    const language = fromBrowserTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** `detectLanguage()` as the code i18next and Intl use (`ua` → `uk`). */
export function detectLanguageCode(): LanguageCode {
  return toLanguageCode(detectLanguage());
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this page only.
  }
}
