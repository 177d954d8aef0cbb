import type { TranslationLoaders } from '@venue/i18n';

export const AUTH_NAMESPACE = 'auth';

/**
 * Each language of the `auth` namespace is its own download, in one chunk (`strings-<code>`)
 * with that language's shell and `common` strings: a visit fetches only the language it shows.
 */
export const authTranslationLoaders: TranslationLoaders = {
  pl: () => import(/* webpackChunkName: "strings-pl" */ './pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "strings-en" */ './en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "strings-uk" */ './uk').then((module) => module.default),
};
