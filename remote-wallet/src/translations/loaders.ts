import type { TranslationLoadersOf } from '@venue/routes';

/**
 * Each language of the `wallet` namespace is its own module and chunk
 * (`wallet-strings-<code>`): a visit downloads only the language it shows, another one
 * when the user switches to it. One module per language because webpack cannot split one
 * object's properties between chunks.
 */
export const walletTranslationLoaders = {
  pl: () => import(/* webpackChunkName: "wallet-strings-pl" */ './pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "wallet-strings-en" */ './en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "wallet-strings-uk" */ './uk').then((module) => module.default),
} as const satisfies TranslationLoadersOf;
