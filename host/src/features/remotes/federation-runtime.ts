import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { currentLanguage, toLanguageCode } from '@venue/i18n';
import type { FederationRuntime } from './remote-loader';
import { remoteErrorPlugin, type RemoteLoadFailure } from './remote-error-plugin';
import type { RemoteEntries } from './manifest-runtime';
import { createLazyRuntime } from './lazy-federation-runtime';

export type { RemoteEntries } from './manifest-runtime';

/**
 * Returns the runtime the remote loader talks to. Nothing is fetched until a page needs a
 * remote; then its manifest is read and the remote registered by its `remoteEntry.js`.
 */
export function startFederationRuntime(
  entries: RemoteEntries,
  onFailure: (failure: RemoteLoadFailure) => void,
): FederationRuntime {
  registerPlugins([remoteErrorPlugin(onFailure)]);
  return createLazyRuntime({
    entries,
    fetchManifest: (url) => fetch(url),
    // One chunk with the remote page renderer (host-pages.tsx): the same name makes webpack
    // bundle them together, as every remote route needs both at once.
    load: (fetchManifest) =>
      Promise.all([
        import(/* webpackChunkName: "remote-route" */ './manifest-runtime'),
        import(/* webpackChunkName: "remote-route" */ './preload-scripts'),
      ]).then(([{ createManifestRuntime }, { preloadScripts }]) =>
        createManifestRuntime({
          entries,
          federation: {
            registerRemotes: (remotes, options) => registerRemotes([...remotes], options),
            loadRemote: (id) => loadRemote<unknown>(id),
          },
          fetchManifest,
          preload: (urls) => preloadScripts(document, urls),
          languageCode: () => toLanguageCode(currentLanguage()),
          onFailure,
        }),
      ),
  });
}
