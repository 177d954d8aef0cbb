import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translations } from '@venue/routes';
import { COMMON_NAMESPACE, commonTranslations } from './common-translations';
import { detectLanguage } from './detect-language';
import { toLanguageCode, type LanguageCode } from './languages';

/**
 * The process-wide i18next instance. It is i18next's default instance on purpose: i18next is a
 * federation singleton, so the host and every remote (even one bundling its own copy of this
 * package) end up talking to the same instance.
 */
export const i18n: I18n = i18next;

const LANGUAGE_CODES: readonly LanguageCode[] = ['pl', 'en', 'uk'];

function syncDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** Initialises the instance once; later calls return at once. Synchronous: resources are bundled. */
export function initI18n(): I18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    lng: toLanguageCode(detectLanguage()),
    fallbackLng: 'pl',
    supportedLngs: LANGUAGE_CODES,
    load: 'currentOnly',
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    // Declaring bundled resources makes every namespace count as loaded, so no component waits
    // for a backend that does not exist.
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: {
      useSuspense: false,
      bindI18n: 'languageChanged',
      // Remotes register their namespaces after the first render; components re-render then.
      bindI18nStore: 'added',
    },
  });
  i18n.on('languageChanged', syncDocumentLanguage);
  syncDocumentLanguage(i18n.language);
  addBundles(COMMON_NAMESPACE, commonTranslations);
  return i18n;
}

/** Adds (or replaces) one app's namespace in all three languages. Safe to call at any time. */
export function registerTranslations(namespace: string, translations: Translations): void {
  initI18n();
  addBundles(namespace, translations);
}

function addBundles(namespace: string, translations: Translations): void {
  for (const code of LANGUAGE_CODES) {
    i18n.addResourceBundle(code, namespace, translations[code], true, true);
  }
}
