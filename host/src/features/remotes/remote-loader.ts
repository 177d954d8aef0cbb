import { remoteRoutesModuleId, type RemoteName, type RemoteRoutesModule } from '@venue/routes';

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

function isRoutesModule<R extends RemoteName>(value: unknown, remote: R): value is RemoteRoutesModule<R> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteRoutesModule<R>>;
  return (
    candidate.remote === remote &&
    typeof candidate.pages === 'object' &&
    candidate.pages !== null &&
    typeof candidate.translations === 'object' &&
    candidate.translations !== null
  );
}

/** Reads the default export of an exposed module, checking it keeps the routes contract. */
function routesModuleOf<R extends RemoteName>(exposed: unknown, remote: R): RemoteRoutesModule<R> {
  const value = (exposed as { default?: unknown } | null)?.default ?? exposed;
  if (!isRoutesModule(value, remote)) {
    throw new RemoteContractError(`${remoteRoutesModuleId(remote)} does not export a routes module for "${remote}"`);
  }
  return value;
}

/** Any remote's routes module; the maps below key each by its own remote name. */
type AnyRoutesModule = { [R in RemoteName]: RemoteRoutesModule<R> }[RemoteName];

export function createRemoteLoader(
  runtime: FederationRuntime,
  onLoaded: (module: AnyRoutesModule) => void,
): RemoteLoader {
  const attempts = new Map<RemoteName, Promise<AnyRoutesModule>>();
  const loaded = new Map<RemoteName, AnyRoutesModule>();

  return {
    load<R extends RemoteName>(remote: R): Promise<RemoteRoutesModule<R>> {
      let attempt = attempts.get(remote);
      if (!attempt) {
        attempt = runtime.loadRemote(remoteRoutesModuleId(remote)).then((exposed) => {
          const module = routesModuleOf(exposed, remote) as unknown as AnyRoutesModule;
          onLoaded(module);
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
