import type { RemoteName } from '@venue/routes';
import { recordRemoteRelease } from '../../lib/remote-releases';
import type { FederationRuntime } from './remote-loader';
import type { RemoteLoadFailure } from './remote-error-plugin';
import { fetchRemoteManifest, type FetchManifest } from './fetch-remote-manifest';
import { isManifestUrl } from './manifest-url';
import { filesToPreload, remoteEntryUrl } from './manifest-files';
import type { RemoteManifest } from './remote-manifest';
import { contractVersionError } from './remote-contract-version';

export type RemoteEntries = Readonly<Record<RemoteName, string>>;

export interface RegisteredRemote {
  readonly name: string;
  readonly entry: string;
  readonly entryGlobalName?: string;
}

/** The two calls of the federation runtime this needs; a fake in tests. */
export interface FederationApi {
  registerRemotes(remotes: RegisteredRemote[], options: { force: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export interface ManifestRuntimeOptions {
  /** Remote name → its `mf-manifest.json` or `remoteEntry.js` URL, from the runtime config. */
  readonly entries: RemoteEntries;
  readonly federation: FederationApi;
  readonly fetchManifest: FetchManifest;
  readonly preload: (urls: readonly string[]) => void;
  /**
   * The shared modules the remote consumes, from its manifest: the host starts downloading those
   * it provides on first use (swr), beside the remote's entry instead of after the entry asks.
   */
  readonly preloadShared?: (names: readonly string[]) => void;
  /** The language the page shows now (`pl`, `en`, `uk`): its strings are preloaded. */
  readonly languageCode: () => string;
  readonly onFailure: (failure: RemoteLoadFailure) => void;
}

function report(onFailure: ManifestRuntimeOptions['onFailure'], failure: RemoteLoadFailure): void {
  try {
    onFailure(failure);
  } catch {
    // Reporting must never turn a recoverable failure into a crash of the shell.
  }
}

/**
 * The federation runtime as the remote loader sees it, reading manifests itself: the host's
 * runtime is built without its snapshot plugins (a lighter entry file on every page), so it
 * only takes `remoteEntry.js` URLs. Reading the manifest here also lets the expose's chunks
 * and the current language's strings download beside `remoteEntry.js` instead of after it.
 */
export function createManifestRuntime(options: ManifestRuntimeOptions): FederationRuntime {
  const { entries, federation, fetchManifest, onFailure } = options;
  /** Per remote, its registration: one manifest request however many loads wait for it. */
  const registrations = new Map<RemoteName, Promise<void>>();

  function preload(remote: RemoteName, manifest: RemoteManifest, manifestUrl: string, expose: string): void {
    try {
      options.preload(filesToPreload(manifest, manifestUrl, { remote, expose, languageCode: options.languageCode() }));
      options.preloadShared?.(manifest.sharedNames);
    } catch {
      // Preloading only saves a round trip; the load goes on without it.
    }
  }

  async function register(remote: RemoteName, expose: string): Promise<void> {
    const configured = entries[remote];
    if (!isManifestUrl(configured)) {
      federation.registerRemotes([{ name: remote, entry: configured }], { force: true });
      return;
    }
    let manifest: RemoteManifest;
    let entry: string;
    try {
      manifest = await fetchRemoteManifest(fetchManifest, configured);
      entry = remoteEntryUrl(manifest, configured);
    } catch (error) {
      // The same report as the runtime's own manifest failures; the rejection then reaches
      // the page, which shows its fallback with a retry.
      report(onFailure, { id: configured, lifecycle: 'manifest', error });
      throw error;
    }
    const incompatible = contractVersionError(remote, manifest, configured);
    if (incompatible) {
      // Said in the console whether or not monitoring has started: the page only shows the fallback.
      console.error(incompatible.message);
      report(onFailure, { id: configured, lifecycle: 'contract', error: incompatible });
      throw incompatible;
    }
    preload(remote, manifest, configured, expose);
    recordRemoteRelease(remote, manifest.metaData.version, entry);
    const { globalName } = manifest.metaData;
    // `force` replaces whatever an earlier attempt registered, with the runtime's caches of it.
    federation.registerRemotes([{ name: remote, entry, ...(globalName ? { entryGlobalName: globalName } : {}) }], { force: true });
  }

  function registered(remote: RemoteName, expose: string): Promise<void> {
    let registration = registrations.get(remote);
    if (!registration) {
      const attempt = register(remote, expose);
      registration = attempt;
      registrations.set(remote, attempt);
      // A failed attempt is forgotten so the next load (the page's retry) asks again; a
      // `reset` meanwhile may already have replaced it.
      attempt.catch(() => {
        if (registrations.get(remote) === attempt) registrations.delete(remote);
      });
    }
    return registration;
  }

  return {
    async loadRemote(id) {
      const slash = id.indexOf('/');
      const remote = id.slice(0, slash);
      if (slash <= 0 || !Object.hasOwn(entries, remote)) return federation.loadRemote(id);
      await registered(remote as RemoteName, `.${id.slice(slash)}`);
      return federation.loadRemote(id);
    },
    reset(remote) {
      // The next load reads the runtime config's URL afresh: a moved or rolled-back remote
      // is found by its manifest, not by the entry this one named.
      registrations.delete(remote);
    },
  };
}
