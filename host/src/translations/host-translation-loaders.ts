import type { TranslationLoaders } from '@venue/i18n';

export const HOST_NAMESPACE = 'host';

/**
 * Each language of the shell's strings is its own download, in one chunk with the `auth`
 * strings of that language: a visit fetches only the language it shows.
 */
export const hostTranslationLoaders: TranslationLoaders = {
  pl: () => import(/* webpackChunkName: "shell-pl" */ './host/pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "shell-en" */ './host/en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "shell-uk" */ './host/uk').then((module) => module.default),
};
