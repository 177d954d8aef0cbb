// The root of the `remote-route` chunk (load-remote-route-code.ts): the remote page renderer and
// the loading behind it. Every remote route needs both at once, and no host page needs either.
import { startFederationRuntime } from './federation-runtime';
import type { RemoteEntries } from './manifest-runtime';
import type { RemoteLoadFailure } from './remote-error-plugin';
import { createRemoteLoader, registerRemoteTranslations, type RemoteLoader } from './remote-loader';

export { RemoteRoute } from './components/remote-route';

/** The remote loader for real: the federation runtime's plugins, the manifest reader and the remotes' strings. */
export function startRemoteLoading(entries: RemoteEntries, onFailure: (failure: RemoteLoadFailure) => void): RemoteLoader {
  return createRemoteLoader(startFederationRuntime(entries, onFailure), registerRemoteTranslations);
}
