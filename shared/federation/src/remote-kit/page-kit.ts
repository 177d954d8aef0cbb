import type { ComponentType } from 'react';
import { registerTranslationPart } from '@venue/i18n';
import { lazyPage } from '@venue/ui';
import type { RemoteName, RouteIdOf, RoutePreload, TranslationLoadersOf } from '@venue/routes';

/** One route key, or several answered by the same page (an alias path). */
export type RouteKeys<K extends string> = K | readonly [K, ...K[]];

export interface PageDeclaration<K extends string, Part extends string> {
  /**
   * The route (or routes) the page answers. The build reads it (a literal, then) and puts the
   * `import()` of `load` in the chunk `page-<routeKey>` (keys joined by `~`), the name the host
   * preloads the opened route's page by (PageAssetsPlugin).
   */
  readonly routeKey: RouteKeys<K>;
  /** The strings parts the page shows besides the namespace's: fetched with its code, and listed with it in the manifest. Literals. */
  readonly parts?: readonly Part[];
  /** The page's code, around one `import()` written without a chunk name: the build names it. */
  readonly load: () => Promise<ComponentType>;
}

export interface PreloadDeclaration<K extends string> {
  /** As for the page: its `import()` goes to the page's chunk, which the host is already downloading. */
  readonly routeKey: RouteKeys<K>;
  readonly load: RoutePreload;
}

export interface PageKit<R extends RemoteName, Part extends string> {
  /** A page's (or a step's) code and the strings parts it shows (in the language shown), fetched together. */
  withStrings<T>(parts: Part | readonly Part[], code: Promise<T>): Promise<T>;
  /** A lazily loaded page with its strings, under each of its route keys (spread it into the routes module's `pages`). */
  definePage<K extends RouteIdOf<R>>(declaration: PageDeclaration<K, Part>): Record<K, ComponentType>;
  /** A route's preload (RemoteRoutesModule's `preload`), under each of its route keys. */
  definePreload<K extends RouteIdOf<R>>(declaration: PreloadDeclaration<K>): Record<K, RoutePreload>;
}

/** The value under each of the route keys (one, or an array of them). */
const underEach = <K extends string, V>(routeKey: RouteKeys<K>, value: V) =>
  Object.fromEntries(([] as K[]).concat(routeKey).map((key) => [key, value])) as Record<K, V>;

/**
 * A remote's one way to declare its pages: `definePage({ routeKey, parts, load })` writes the
 * chunk name (by the build) and the strings wiring once. `pageParts` are the remote's strings
 * parts (`definePageParts`), registered under its namespace (the remote's name) as they arrive.
 */
export function createPageKit<R extends RemoteName, Part extends string>(
  remote: R,
  pageParts: Readonly<Record<Part, TranslationLoadersOf>>,
): PageKit<R, Part> {
  const withStrings = <T>(parts: Part | readonly Part[], code: Promise<T>): Promise<T> =>
    Promise.all([code, ...([] as Part[]).concat(parts).map((part) => registerTranslationPart(remote, part, pageParts[part]))]).then(
      ([loaded]) => loaded,
    );
  return {
    withStrings,
    definePage: ({ routeKey, parts = [], load }) =>
      underEach(
        routeKey,
        lazyPage(() => withStrings(parts, load()), String(routeKey)),
      ),
    definePreload: ({ routeKey, load }) => underEach(routeKey, load),
  };
}
