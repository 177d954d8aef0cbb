import type { TranslationLoaders } from './i18n-instance';

export const COMMON_NAMESPACE = 'common';

/**
 * Strings every app needs (validation messages of the shared schemas, generic errors, shared
 * actions, the UI kit's labels), one download per language: a visit fetches only the language
 * it shows. The chunk name matches the host's own strings, so a host build fetches all of a
 * language's strings in one request.
 */
export const commonTranslationLoaders: TranslationLoaders = {
  pl: () => import(/* webpackChunkName: "strings-pl" */ './common/pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "strings-en" */ './common/en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "strings-uk" */ './common/uk').then((module) => module.default),
};
