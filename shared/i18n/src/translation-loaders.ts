import type { TranslationTree } from '@venue/routes';
import { i18n, initI18n } from './i18n-instance';
import { fromLanguageCode, toLanguageCode, type LanguageCode } from './languages';

/** One function per language, each fetching that language's strings of one namespace. */
export type TranslationLoaders = Readonly<Record<LanguageCode, () => Promise<TranslationTree>>>;

const loadersByNamespace = new Map<string, TranslationLoaders>();

/** True when every namespace registered with loaders has its strings for `code`. */
export function isLanguageLoaded(code: LanguageCode): boolean {
  return [...loadersByNamespace.keys()].every((namespace) => i18n.hasResourceBundle(code, namespace));
}

/**
 * Fetches the strings of `code` for every namespace registered with loaders that lacks them.
 * Resolves once all are in; rejects when one could not be fetched (the others stay added).
 */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  initI18n();
  await Promise.all(
    [...loadersByNamespace]
      .filter(([namespace]) => !i18n.hasResourceBundle(code, namespace))
      .map(async ([namespace, loaders]) => {
        const strings = await loaders[code]();
        i18n.addResourceBundle(code, namespace, strings, true, true);
      }),
  );
}

/**
 * Registers a namespace whose languages are fetched on demand: the current one now, another
 * one when the user switches to it (the switch waits for it). The returned promise resolves
 * when the current language's strings are in, so a shell can render without showing keys.
 * Loaders should cache their result: a shell may start one before registering it.
 */
export function registerTranslationLoaders(namespace: string, loaders: TranslationLoaders): Promise<void> {
  const instance = initI18n();
  loadersByNamespace.set(namespace, loaders);
  return loadLanguage(toLanguageCode(fromLanguageCode(instance.language)));
}
