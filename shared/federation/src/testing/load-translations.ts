import type { TranslationLanguage, TranslationLoadersOf, TranslationTree } from '@venue/routes';

const LANGUAGES: readonly TranslationLanguage[] = ['pl', 'en', 'uk'];

/** Typed as Polish, the language the others must match (`TranslationShapeOf`). */
type Loaded<L extends TranslationLoadersOf> = Awaited<ReturnType<L['pl']>>;

/** A remote's namespace in one language with each strings part under its own key, as the app ends up with them. */
export type AllLanguages<N extends TranslationLoadersOf, P extends Readonly<Record<string, TranslationLoadersOf>>> = Readonly<
  Record<TranslationLanguage, Loaded<N> & { readonly [Part in keyof P]: Loaded<P[Part]> }>
>;

/**
 * A remote's namespace in all three languages, its strings parts included, loaded through the very
 * loaders its routes module and pages use: the tree tests, the missing-key checks and tools read,
 * derived, so a new part needs no second listing.
 */
export async function loadTranslations<N extends TranslationLoadersOf, P extends Readonly<Record<string, TranslationLoadersOf>>>(
  namespace: N,
  parts: P,
): Promise<AllLanguages<N, P>> {
  const language = async (code: TranslationLanguage): Promise<TranslationTree> => ({
    ...(await namespace[code]()),
    ...Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([part, loaders]) => [part, await loaders[code]()] as const))),
  });
  const trees = await Promise.all(LANGUAGES.map(language));
  return Object.fromEntries(LANGUAGES.map((code, index) => [code, trees[index]])) as unknown as AllLanguages<N, P>;
}
