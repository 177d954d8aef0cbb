/**
 * Each language of the `booking` namespace is its own module and chunk
 * (`booking-strings-<code>`): a visit downloads only the language it shows, another one
 * when the user switches to it. One module per language because webpack cannot split one
 * object's properties between chunks. No `satisfies TranslationLoadersOf` here: it would widen
 * each language's type for the tests' typed tree (all-languages.ts); the routes module checks it.
 */
export const bookingTranslationLoaders = {
  pl: () => import(/* webpackChunkName: "booking-strings-pl" */ './pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "booking-strings-en" */ './en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "booking-strings-uk" */ './uk').then((module) => module.default),
} as const;
