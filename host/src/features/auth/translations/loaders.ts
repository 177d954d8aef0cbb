import type { TranslationLoaders } from '@venue/i18n';

export const AUTH_NAMESPACE = 'auth';

/**
 * Each language of the `auth` namespace is its own download, in one chunk with the shell's
 * strings of that language: a visit fetches only the language it shows.
 */
export const authTranslationLoaders: TranslationLoaders = {
  pl: () => import(/* webpackChunkName: "shell-pl" */ './pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "shell-en" */ './en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "shell-uk" */ './uk').then((module) => module.default),
};
