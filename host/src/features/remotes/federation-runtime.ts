import { createInstance } from '@module-federation/enhanced/runtime';
import { provideRuntimeCore } from '@venue/federation/runtime-core';
import { currentLanguage, toLanguageCode } from '@venue/i18n';
import { takeEarlyManifest } from './early-manifests';
import { hostShareConfig } from './host-share-config';
import { HOST_SHARED_MODULES } from './host-shared-modules';
import { createManifestRuntime, type RemoteEntries } from './manifest-runtime';
import { preloadScripts } from './preload-scripts';
import { remoteErrorPlugin, type RemoteLoadFailure } from './remote-error-plugin';
import type { FederationRuntime } from './remote-loader';
import { loadSwr } from '../../lib/shared-swr-cache';

/**
 * Returns the runtime the remote loader talks to. This module arrives with the first remote
 * route, so the federation runtime is created then, with the host's singletons registered for
 * the remotes to share. Nothing is fetched until a page needs a remote; then its manifest is
 * read and the remote registered by its `remoteEntry.js`.
 */
export function startFederationRuntime(entries: RemoteEntries, onFailure: (failure: RemoteLoadFailure) => void): FederationRuntime {
  // Before any remoteEntry.js runs: remotes read the runtime core from the host.
  provideRuntimeCore();
  const federation = createInstance({
    name: 'host',
    remotes: [],
    shared: hostShareConfig(__HOST_SHARED__, HOST_SHARED_MODULES),
    // As in every remote (createFederationOptions): a loaded copy wins, i.e. the host's.
    shareStrategy: 'loaded-first',
    plugins: [remoteErrorPlugin(onFailure)],
  });
  return createManifestRuntime({
    entries,
    federation,
    // The entry may have requested the opened route's manifest already (early-remote-start.ts).
    fetchManifest: (url) => takeEarlyManifest(url) ?? fetch(url),
    preload: (urls) => preloadScripts(document, urls),
    preloadShared: (names) => {
      // Only swr: @sentry/react, the other module provided on first use, waits for monitoring.
      if (names.includes('swr')) loadSwr().catch(() => undefined);
    },
    languageCode: () => toLanguageCode(currentLanguage()),
    onFailure,
  });
}
