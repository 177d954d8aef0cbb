import type { TranslationLoadersOf } from '@venue/routes';

/**
 * Each language of the `kiosk` namespace is its own module and chunk
 * (`kiosk-strings-<code>`): a visit downloads only the language it shows, another one
 * when the user switches to it. One module per language because webpack cannot split one
 * object's properties between chunks.
 */
export const kioskTranslationLoaders = {
  pl: () => import(/* webpackChunkName: "kiosk-strings-pl" */ './pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "kiosk-strings-en" */ './en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "kiosk-strings-uk" */ './uk').then((module) => module.default),
} as const satisfies TranslationLoadersOf;
