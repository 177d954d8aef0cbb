import type { ComponentType } from 'react';
import type { RemoteName, RouteIdOf } from './route-table';

/** Strings of one app's i18n namespace, per internal language code. */
export type TranslationTree = { readonly [key: string]: string | TranslationTree };
export type Translations = Readonly<Record<'pl' | 'en' | 'uk', TranslationTree>>;

/**
 * What every remote exposes as `./routes`: one page component per route it owns, and its
 * translations (the namespace equals the remote name). The host imports this type too, so a
 * remote that drops or renames a page fails the build of both sides.
 *
 * Each translation tree must hold `title.<routeId>` for every page: the host sets the
 * document title from it.
 */
export interface RemoteRoutesModule<R extends RemoteName> {
  readonly remote: R;
  readonly translations: Translations;
  readonly pages: { readonly [K in RouteIdOf<R>]: ComponentType };
}

/** The federated module name of a remote's routes module, e.g. `booking/routes`. */
export const remoteRoutesModuleId = <R extends RemoteName>(remote: R) => `${remote}/routes` as const;
