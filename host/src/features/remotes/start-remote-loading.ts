import { startFederationRuntime } from './federation-runtime';
import type { RemoteLoadFailure } from './remote-error-plugin';
import { createRemoteLoader, registerRemoteTranslations, type RemoteLoader } from './remote-loader';
import type { RemoteEntries } from './manifest-runtime';

/** The remote loader for real: the federation runtime's plugins, the manifest reader and the remotes' strings. */
export function startRemoteLoading(entries: RemoteEntries, onFailure: (failure: RemoteLoadFailure) => void): RemoteLoader {
  return createRemoteLoader(startFederationRuntime(entries, onFailure), registerRemoteTranslations);
}
