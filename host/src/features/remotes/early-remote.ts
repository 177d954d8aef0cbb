// The entry chunk uses this file (index.ts): only the route table may be imported here, or every
// first visit would wait for more than the entry needs.
import { ROUTES, type RemoteName } from '@venue/routes';

/**
 * A path of the route table as a pattern: `:name` is one segment, `:name?` an optional one, a
 * trailing `*` anything below.
 */
function routePattern(path: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escape(segment)}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

const PUBLIC_REMOTE_ROUTES = Object.values(ROUTES)
  .filter((route) => route.owner !== 'host' && route.access === 'public')
  .map((route) => ({ owner: route.owner as RemoteName, pattern: routePattern(route.path) }));

/**
 * The remote whose page a visitor opened (`/reservation/*`, `/p/*`, …), whose download can start
 * before the shell has rendered. Only public routes: on a signed-in route a visitor without a
 * session is sent to /login, and a signed-in user's remote starts with the profile refresh.
 */
export function remoteOpenedAt(pathname: string): RemoteName | undefined {
  return PUBLIC_REMOTE_ROUTES.find((route) => route.pattern.test(pathname))?.owner;
}

interface PrefetchedManifest {
  readonly url: string;
  readonly response: Promise<Response>;
}

let prefetched: PrefetchedManifest | undefined;

/** The remote's manifest URL in a runtime config not validated yet; only manifests (`.json`) are fetched early. */
function manifestUrlIn(config: unknown, remote: RemoteName): string | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const remotes: unknown = (config as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return undefined;
  const url: unknown = (remotes as Record<string, unknown>)[remote];
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).pathname.endsWith('.json') ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Requests the remote's `mf-manifest.json` as soon as the runtime config arrives, beside the
 * shell's own chunks instead of after them. The remote loader takes the answer
 * (`takePrefetchedManifest`); the config is still validated before anything of it is used,
 * and a config without a manifest for the remote prefetches nothing.
 */
export function prefetchRemoteManifest(
  pendingConfig: Promise<unknown>,
  remote: RemoteName,
  fetchManifest: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<void> {
  return pendingConfig.then(
    (config) => {
      const url = manifestUrlIn(config, remote);
      if (!url) return;
      const response = fetchManifest(url);
      response.catch(() => undefined); // the loader reports it when it takes the answer
      prefetched = { url, response };
    },
    () => undefined,
  );
}

/**
 * The prefetched answer for `url`, once: a retry (or a remote moved in the config meanwhile)
 * goes back to the network.
 */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  if (prefetched?.url !== url) return undefined;
  const { response } = prefetched;
  prefetched = undefined;
  return response;
}
