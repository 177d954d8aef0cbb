import type { TranslationLoadersOf } from '@venue/routes';

/**
 * Each language of the `booking` namespace is its own module and chunk
 * (`booking-strings-<code>`): a visit downloads only the language it shows, another one
 * when the user switches to it. One module per language because webpack cannot split one
 * object's properties between chunks.
 */
export const bookingTranslationLoaders = {
  pl: () => import(/* webpackChunkName: "booking-strings-pl" */ './pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "booking-strings-en" */ './en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "booking-strings-uk" */ './uk').then((module) => module.default),
} as const satisfies TranslationLoadersOf;
