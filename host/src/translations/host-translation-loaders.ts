import type { TranslationLoaders } from '@venue/i18n';

export const HOST_NAMESPACE = 'host';

/**
 * Each language of the shell's strings is its own download, in one chunk (`strings-<code>`)
 * with that language's `common` strings: a visit fetches only the language it shows.
 */
export const hostTranslationLoaders: TranslationLoaders = {
  pl: () => import(/* webpackChunkName: "strings-pl" */ './host/pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "strings-en" */ './host/en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "strings-uk" */ './host/uk').then((module) => module.default),
};
