/**
 * Each language of the `trainer` namespace is its own module and chunk
 * (`trainer-strings-<code>`): a visit downloads only the language it shows, another one
 * when the user switches to it. One module per language because webpack cannot split one
 * object's properties between chunks.
 */
export const trainerTranslationLoaders = {
  pl: () => import(/* webpackChunkName: "trainer-strings-pl" */ './pl').then((module) => module.default),
  en: () => import(/* webpackChunkName: "trainer-strings-en" */ './en').then((module) => module.default),
  uk: () => import(/* webpackChunkName: "trainer-strings-uk" */ './uk').then((module) => module.default),
} as const;
