import type { TranslationLoaders } from '@venue/i18n';

export const AUTH_NAMESPACE = 'auth';

/**
 * Each language of the `auth` namespace is its own download, apart from the shell's strings: only
 * the login and registration pages show it, and they fetch it with their code (host-pages.tsx,
 * and host-page-loaders.ts when such a page is opened directly).
 */
export const authTranslationLoaders: TranslationLoaders = {
  pl: () => import(/* webpackChunkName: "auth-strings-pl" */ './pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "auth-strings-en" */ './en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "auth-strings-uk" */ './uk').then((module) => module.default),
};
