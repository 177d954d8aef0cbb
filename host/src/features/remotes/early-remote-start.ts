// In the entry chunk (index.ts): only small modules may be imported here, or every first visit
// would wait for them. The manifest is read as the runtime reads it (remote-manifest.ts), best-effort.
import { sendEarly } from '@venue/api/early-requests';
import { readTokenCookie } from '@venue/auth-store/auth-cookie';
import { firstRequestUrls, remoteRoutesModuleId, type RemoteName } from '@venue/routes';
import { fetchEarlyManifest } from './early-manifests';
import { filesToPreload, remoteEntryUrl } from './manifest-files';
import { isManifestUrl } from './manifest-url';
import { preloadScripts } from './preload-scripts';
import { parseRemoteManifest } from './remote-manifest';
import { remoteRouteAt, routeParams } from '../../lib/match-route-id';

/** `./routes`: the module every remote exposes and the host loads first (RemoteRoutesModule). */
const routesExpose = (remote: RemoteName) => `.${remoteRoutesModuleId(remote).slice(remote.length)}`;

export interface EarlyRemoteStart {
  readonly pathname: string;
  /** The address's query (`location.search`): some first requests take their values from it. */
  readonly search?: string;
  /** The runtime config's answer, as the entry requested it (validated later, in bootstrap). */
  readonly config: Promise<unknown>;
  readonly languageCode: string;
  /** The scripts of the host's code for remote routes (the REMOTE_ROUTE_CHUNK chunk group). */
  readonly remoteRouteCode: readonly string[];
  readonly preload?: (urls: readonly string[]) => void;
  /** Sends one of the page's first requests (sendEarly of @venue/api, which the page's request then takes). */
  readonly sendRequest?: (url: string, languageCode: string) => void;
  /**
   * The scripts of the shared modules the host provides on first use (`swr`), by package name:
   * preloaded when the remote's manifest lists the module, as its page cannot run without it.
   * Preloaded, not imported: an import() in the entry would bundle again what the shell's chunks hold.
   */
  readonly sharedCode: Readonly<Record<string, readonly string[]>>;
  readonly signedIn?: () => boolean;
}

function remoteEntryOf(config: unknown, remote: RemoteName): string | undefined {
  const remotes = (config as { remotes?: Record<string, unknown> } | null)?.remotes;
  const entry = remotes?.[remote];
  return typeof entry === 'string' && isManifestUrl(entry) ? entry : undefined;
}

/**
 * On a remote's route, starts everything its first view needs at once, while the shell's own
 * chunks download: the host's remote loading code, then (once the runtime config names the
 * remote) its manifest, and from that its entry, routes module, strings and the opened page's
 * code. Without this each waited for the one before: shell → loading code → manifest → entry
 * → routes module → page, a round trip each. Best-effort: whatever fails here is fetched
 * again, as before, when the route renders. Settles (never rejects) once the remote's files are
 * asked for, or nothing more will be: the entry starts the shell's code then (index.ts).
 */
export function startRemoteEarly(options: EarlyRemoteStart): Promise<void> {
  const opened = remoteRouteAt(options.pathname, options.signedIn ?? (() => readTokenCookie() !== null));
  if (!opened) return Promise.resolve();
  const { remote, routeKey } = opened;
  const preload = options.preload ?? ((urls) => preloadScripts(document, urls));
  preload(options.remoteRouteCode);
  return options.config
    .then(async (config) => {
      const manifestUrl = remoteEntryOf(config, remote);
      if (!manifestUrl) return;
      const response = await fetchEarlyManifest(manifestUrl);
      if (!response.ok) return;
      // An odd manifest throws here, and only loses the head start: the runtime reports it.
      const manifest = parseRemoteManifest(await response.json(), manifestUrl);
      // The page's data first: its answer then travels beside the page's code, not after it has run.
      const apiUrl = (config as { apiUrl?: unknown }).apiUrl;
      const firstRequests = manifest.metaData.firstRequests[routeKey];
      if (typeof apiUrl === 'string' && firstRequests) {
        const params = routeParams(routeKey, options.pathname);
        const urls = firstRequestUrls(firstRequests, apiUrl.replace(/\/+$/, ''), params, new URLSearchParams(options.search));
        for (const url of urls) (options.sendRequest ?? sendEarly)(url, options.languageCode);
      }
      preload([
        remoteEntryUrl(manifest, manifestUrl),
        ...filesToPreload(manifest, manifestUrl, { remote, expose: routesExpose(remote), languageCode: options.languageCode, routeKey }),
        ...manifest.sharedNames.flatMap((name) => options.sharedCode[name] ?? []),
      ]);
    })
    .catch(() => undefined);
}
