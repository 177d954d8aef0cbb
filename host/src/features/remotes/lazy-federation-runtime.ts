import type { RemoteName } from '@venue/routes';
import type { FederationRuntime } from './remote-loader';
import type { FetchManifest, ManifestResponse } from './fetch-remote-manifest';
import type { RemoteEntries } from './manifest-runtime';
import { isManifestUrl } from './manifest-url';

export interface LazyRuntimeOptions {
  readonly entries: RemoteEntries;
  readonly fetchManifest: FetchManifest;
  /** Downloads the code that reads manifests and builds the runtime on the given fetch. */
  readonly load: (fetchManifest: FetchManifest) => Promise<FederationRuntime>;
}

/**
 * Keeps the manifest-reading runtime out of the entry file, which every page (/login
 * included) downloads: it arrives with the first remote route. That route's manifest is
 * requested at once, beside that code, so the split adds no round trip.
 */
export function createLazyRuntime({ entries, fetchManifest, load }: LazyRuntimeOptions): FederationRuntime {
  let runtime: FederationRuntime | undefined;
  let loading: Promise<FederationRuntime> | undefined;
  /** Manifests requested before the runtime arrived, handed to it once each. */
  const early = new Map<string, Promise<ManifestResponse>>();

  const takeOrFetch: FetchManifest = (url) => {
    const response = early.get(url);
    early.delete(url);
    return response ?? fetchManifest(url);
  };

  return {
    loadRemote(id) {
      if (runtime) return runtime.loadRemote(id);
      const remote = id.split('/')[0] ?? '';
      const entry = Object.hasOwn(entries, remote) ? entries[remote as RemoteName] : undefined;
      if (entry && isManifestUrl(entry) && !early.has(entry)) {
        const response = fetchManifest(entry);
        // Whoever takes it handles a failure; should the runtime never arrive, nobody will.
        response.catch(() => undefined);
        early.set(entry, response);
      }
      loading ??= load(takeOrFetch).then(
        (loaded) => (runtime = loaded),
        (error: unknown) => {
          // The next load (the page's retry) downloads the code again.
          loading = undefined;
          throw error;
        },
      );
      return loading.then((loaded) => loaded.loadRemote(id));
    },
    reset(remote) {
      early.delete(entries[remote]);
      runtime?.reset(remote);
    },
  };
}
