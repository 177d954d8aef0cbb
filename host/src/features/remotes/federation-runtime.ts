import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@venue/routes';
import type { FederationRuntime } from './remote-loader';
import { remoteErrorPlugin, type RemoteLoadFailure } from './remote-error-plugin';

export type RemoteEntries = Readonly<Record<RemoteName, string>>;

function asRemotes(entries: RemoteEntries, only?: RemoteName) {
  return (Object.entries(entries) as [RemoteName, string][])
    .filter(([name]) => !only || name === only)
    .map(([name, entry]) => ({ name, entry }));
}

/**
 * Registers the remotes named by the runtime config (nothing is fetched until a page needs a
 * remote) and returns the runtime the remote loader talks to.
 */
export function startFederationRuntime(
  entries: RemoteEntries,
  onFailure: (failure: RemoteLoadFailure) => void,
): FederationRuntime {
  registerPlugins([remoteErrorPlugin(onFailure)]);
  registerRemotes(asRemotes(entries));
  return {
    loadRemote: (id) => loadRemote<unknown>(id),
    // Re-registering with `force` clears the runtime's caches of manifest, entry and module.
    reset: (remote) => registerRemotes(asRemotes(entries, remote), { force: true }),
  };
}
