import type { ComponentType } from 'react';
import type { RemoteName, RouteIdOf } from './route-table';

/** The internal language codes every app ships strings for. */
export type TranslationLanguage = 'pl' | 'en' | 'uk';

/** Strings of one app's i18n namespace in one language. */
export type TranslationTree = { readonly [key: string]: string | TranslationTree };

/** One app's namespace in all three languages at once: for tests and tools, never for a page's download. */
export type Translations = Readonly<Record<TranslationLanguage, TranslationTree>>;

/**
 * One function per language, each fetching that language's strings of one namespace, so a
 * visit downloads only the language it shows. @venue/i18n registers namespaces in this shape.
 */
export type TranslationLoadersOf<T extends TranslationTree = TranslationTree> = Readonly<Record<TranslationLanguage, () => Promise<T>>>;

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralKey = `${string}_${PluralCategory}`;

/**
 * The keys of one language's tree with any strings as values: what the other languages must
 * match, so a key missing (or left over) in one of them is a type error. Plural keys may be
 * absent, as each language needs its own categories (`findTranslationProblems` checks those).
 */
export type TranslationShapeOf<T> = {
  readonly [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string ? string : TranslationShapeOf<T[K]>;
} & { readonly [K in keyof T as K extends PluralKey ? K : never]?: string };

/**
 * What every remote exposes as `./routes`: one page component per route it owns, and loaders
 * of its translations (the namespace equals the remote name), one per language. The host
 * imports this type too, so a remote that drops or renames a page fails the build of both sides.
 *
 * Each language's tree must hold `title.<routeId>` for every page: the host sets the
 * document title from it.
 */
export interface RemoteRoutesModule<R extends RemoteName> {
  readonly remote: R;
  readonly translations: TranslationLoadersOf;
  readonly pages: { readonly [K in RouteIdOf<R>]: ComponentType };
  /**
   * Optional, per route: starts the data the page's first view shows. The host calls it for the
   * route a visit opens as soon as this module has loaded, before its page is rendered, so the
   * requests run beside the page's code and first render instead of after them. Best-effort: a
   * failure is ignored (the page asks again), and a host that never calls it loses only time.
   */
  readonly preload?: { readonly [K in RouteIdOf<R>]?: RoutePreload };
}

/** One route's preload: starts its page's data for the address it is opened at. */
export type RoutePreload = (target: RoutePreloadTarget) => void | Promise<void>;

/** The address a page is opened at, as its preload sees it. */
export interface RoutePreloadTarget {
  /** The route pattern's parameters, as react-router's `useParams` gives them (a trailing `*` too). */
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
}

/** The federated module name of a remote's routes module, e.g. `booking/routes`. */
export const remoteRoutesModuleId = <R extends RemoteName>(remote: R) => `${remote}/routes` as const;
