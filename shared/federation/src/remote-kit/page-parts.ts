import type { TranslationLoadersOf } from '@venue/routes';

/**
 * A remote's strings parts: part → one loader per language, each around one `import()` of that
 * language's module, written without a chunk name: the build names it `<part>-strings-<language>`
 * (PageAssetsPlugin), the name the manifest lists a page's parts by. One module per language,
 * because webpack cannot split one object's properties between chunks; each loader reads the
 * module's default export itself, which lets webpack inline it. `P` is left without a constraint
 * so each part keeps its own strings' type (a constraint would widen them to TranslationTree);
 * anything but loaders answers `never`. A module of its own (`@venue/federation/page-parts`): a
 * remote's features import their parts, and must not bring the page kit into their chunks.
 */
export function definePageParts<P>(parts: P): P extends { readonly [Part in keyof P]: TranslationLoadersOf } ? P : never {
  return parts as P extends { readonly [Part in keyof P]: TranslationLoadersOf } ? P : never;
}
