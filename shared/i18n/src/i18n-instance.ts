import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TranslationLoadersOf, Translations } from '@venue/routes';
import { COMMON_NAMESPACE, commonTranslationLoaders } from './common-translation-loaders';
import { detectLanguage } from './detect-language';
import { fromLanguageCode, toLanguageCode, type LanguageCode } from './languages';

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

/**
 * Initialises the instance once; later calls return at once. Synchronous, but the strings of
 * namespaces registered with loaders (`common` among them) arrive later: await
 * `translationsReady()` before the first render.
 */
export function initI18n(): I18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    lng: toLanguageCode(detectLanguage()),
    fallbackLng: 'pl',
    supportedLngs: LANGUAGE_CODES,
    load: 'currentOnly',
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    // Strings are added by the app (bundles or loaders), never fetched by i18next itself, so
    // no component waits for a backend that does not exist.
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: {
      useSuspense: false,
      bindI18n: 'languageChanged',
      // Namespaces arrive after the first render (remotes, other languages); components re-render then.
      bindI18nStore: 'added',
    },
  });
  i18n.on('languageChanged', syncDocumentLanguage);
  syncDocumentLanguage(i18n.language);
  targets.set(COMMON_NAMESPACE, { namespace: COMMON_NAMESPACE, loaders: commonTranslationLoaders });
  loadLanguage(currentCode()).catch(() => undefined);
  return i18n;
}

/** Adds (or replaces) one app's namespace in all three languages. Safe to call at any time. */
export function registerTranslations(namespace: string, translations: Translations): void {
  initI18n();
  for (const code of LANGUAGE_CODES) {
    i18n.addResourceBundle(code, namespace, translations[code], true, true);
  }
}

/** One function per language, each fetching that language's strings of one namespace. */
export type TranslationLoaders = TranslationLoadersOf;

/**
 * Where a set of loaders puts its strings: a whole namespace, or one key of it (`part`) whose
 * strings arrive with the page that shows them (see `registerTranslationPart`).
 */
interface LoaderTarget {
  readonly namespace: string;
  readonly part?: string;
  readonly loaders: TranslationLoaders;
}

/** Keyed by namespace, or `namespace#part`; registering again replaces the loaders. */
const targets = new Map<string, LoaderTarget>();

function currentCode(): LanguageCode {
  return toLanguageCode(fromLanguageCode(i18n.language));
}

function hasStrings(code: LanguageCode, { namespace, part }: LoaderTarget): boolean {
  return part === undefined ? i18n.hasResourceBundle(code, namespace) : i18n.getResource(code, namespace, part) !== undefined;
}

/** True when every namespace (and part) registered with loaders has its strings for `code`. */
export function isLanguageLoaded(code: LanguageCode): boolean {
  return [...targets.values()].every((target) => hasStrings(code, target));
}

/**
 * Fetches the strings of `code` for every namespace (and part) registered with loaders that
 * lacks them. Resolves once all are in; rejects when one could not be fetched (the others stay added).
 */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  initI18n();
  await Promise.all(
    [...targets.values()]
      .filter((target) => !hasStrings(code, target))
      .map(async ({ namespace, part, loaders }) => {
        const strings = await loaders[code]();
        // Deep merge: a part's strings join the namespace's, and a namespace arriving later keeps them.
        i18n.addResourceBundle(code, namespace, part === undefined ? strings : { [part]: strings }, true, true);
      }),
  );
}

/** Resolves when the current language's strings of every namespace registered with loaders are in. */
export function translationsReady(): Promise<void> {
  initI18n();
  return loadLanguage(currentCode());
}

/**
 * Registers a namespace whose languages are fetched on demand: the current one now, another
 * one when the user switches to it (the switch waits for it). The returned promise resolves
 * when the current language's strings are in, so a shell can render without showing keys.
 */
export function registerTranslationLoaders(namespace: string, loaders: TranslationLoaders): Promise<void> {
  initI18n();
  targets.set(namespace, { namespace, loaders });
  return loadLanguage(currentCode());
}

/**
 * Registers the strings of one page that is not part of a first visit, under the key `part` of
 * `namespace` (`account:dumpAccount.*`): the page's code loads them with itself, its keys stay
 * the namespace's, and a language switch fetches them like the namespace's own. Resolves when
 * the current language's part is in.
 */
export function registerTranslationPart(namespace: string, part: string, loaders: TranslationLoaders): Promise<void> {
  initI18n();
  targets.set(`${namespace}#${part}`, { namespace, part, loaders });
  return loadLanguage(currentCode());
}
