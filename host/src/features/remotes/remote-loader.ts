import { i18n, registerTranslationLoaders, type LanguageCode, type TranslationLoaders } from '@venue/i18n';
import { remoteRoutesModuleId, type RemoteName, type RemoteRoutesModule, type Translations } from '@venue/routes';

/** What the loader needs from the federation runtime; a fake in tests. */
export interface FederationRuntime {
  loadRemote(id: string): Promise<unknown>;
  /** Makes the runtime forget a remote (manifest, entry, module) so the next load fetches anew. */
  reset(remote: RemoteName): void;
}

export interface RemoteLoader {
  /** The remote's routes module; one shared promise per remote until `forget`. */
  load<R extends RemoteName>(remote: R): Promise<RemoteRoutesModule<R>>;
  /** The module if it has already loaded, so returning to a remote's page shows no spinner. */
  peek<R extends RemoteName>(remote: R): RemoteRoutesModule<R> | undefined;
  /** Drops the cached attempt; the next `load` goes back to the network. */
  forget(remote: RemoteName): void;
}

export class RemoteContractError extends Error {
  override readonly name = 'RemoteContractError';
}

const LANGUAGE_CODES: readonly LanguageCode[] = ['pl', 'en', 'uk'];

/**
 * A remote's translations as one loader per language. A remote built before the contract
 * split them exports the three trees at once; the host still takes that shape, so host and
 * remotes keep deploying independently. Anything else breaks the contract.
 */
function translationLoadersOf(translations: unknown): TranslationLoaders | undefined {
  if (typeof translations !== 'object' || translations === null) return undefined;
  const byCode = translations as Partial<Record<LanguageCode, unknown>>;
  if (LANGUAGE_CODES.every((code) => typeof byCode[code] === 'function')) return translations as TranslationLoaders;
  if (LANGUAGE_CODES.every((code) => typeof byCode[code] === 'object' && byCode[code] !== null)) {
    const trees = translations as Translations;
    return { pl: async () => trees.pl, en: async () => trees.en, uk: async () => trees.uk };
  }
  return undefined;
}

/**
 * Reads the default export of an exposed module, checking it keeps the routes contract; the
 * result always carries loaders, whichever translations shape the remote exported.
 */
function routesModuleOf<R extends RemoteName>(exposed: unknown, remote: R): RemoteRoutesModule<R> {
  const value: unknown = (exposed as { default?: unknown } | null)?.default ?? exposed;
  const candidate: Partial<Record<keyof RemoteRoutesModule<R>, unknown>> = typeof value === 'object' && value !== null ? value : {};
  const translations = translationLoadersOf(candidate.translations);
  if (candidate.remote !== remote || typeof candidate.pages !== 'object' || candidate.pages === null || !translations) {
    throw new RemoteContractError(`${remoteRoutesModuleId(remote)} does not export a routes module for "${remote}"`);
  }
  return { ...(value as RemoteRoutesModule<R>), translations };
}

/** Any remote's routes module; the maps below key each by its own remote name. */
export type AnyRoutesModule = { [R in RemoteName]: RemoteRoutesModule<R> }[RemoteName];

/**
 * Registers a remote's namespace with its loaders; resolves once the current language's
 * strings are in. Another language is fetched when the user switches to it.
 */
export function registerRemoteTranslations(module: AnyRoutesModule): Promise<void> {
  // Loaders fetch only a language that has no strings yet, so strings of an earlier copy of
  // this remote (loaded before a retry) would hide the new copy's: drop them first.
  for (const code of LANGUAGE_CODES) i18n.removeResourceBundle(code, module.remote);
  return registerTranslationLoaders(module.remote, module.translations);
}

/**
 * `onLoaded` runs when a routes module arrives (the app registers its translations there);
 * `load` resolves only after it has, so a page never shows its keys, and fails when it
 * fails, so the page gets the same fallback and retry as a remote that is down.
 */
export function createRemoteLoader(runtime: FederationRuntime, onLoaded: (module: AnyRoutesModule) => void | Promise<void>): RemoteLoader {
  const attempts = new Map<RemoteName, Promise<AnyRoutesModule>>();
  const loaded = new Map<RemoteName, AnyRoutesModule>();

  return {
    load<R extends RemoteName>(remote: R): Promise<RemoteRoutesModule<R>> {
      let attempt = attempts.get(remote);
      if (!attempt) {
        attempt = runtime.loadRemote(remoteRoutesModuleId(remote)).then(async (exposed) => {
          const module = routesModuleOf(exposed, remote) as unknown as AnyRoutesModule;
          await onLoaded(module);
          loaded.set(remote, module);
          return module;
        });
        attempts.set(remote, attempt);
      }
      // Entries are stored under their own remote's name, so the module matches R.
      return attempt as unknown as Promise<RemoteRoutesModule<R>>;
    },
    peek<R extends RemoteName>(remote: R): RemoteRoutesModule<R> | undefined {
      return loaded.get(remote) as unknown as RemoteRoutesModule<R> | undefined;
    },
    forget(remote: RemoteName): void {
      attempts.delete(remote);
      loaded.delete(remote);
      runtime.reset(remote);
    },
  };
}
