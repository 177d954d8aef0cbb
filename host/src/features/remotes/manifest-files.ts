// Where a manifest's files are: read by the entry's early start (early-remote-start.ts) and by the
// runtime (manifest-runtime.ts), so kept as small as the entry chunk needs.
import type { RemoteManifest } from './remote-manifest';
import { RemoteManifestError } from './remote-manifest-error';

/**
 * The URL every file of the manifest is relative to. `auto` (and an empty path) mean "where
 * the manifest is", which is what lets the runtime config move a remote to another origin
 * with no rebuild. A relative publicPath is read against the manifest too: the paths of a
 * manifest name files on its own server. `getPublicPath` is code to evaluate, which neither
 * our CSP (no `unsafe-eval`) nor a host reading untrusted JSON allows.
 */
export function publicPathOf(manifest: RemoteManifest, manifestUrl: string): URL {
  const { publicPath, getPublicPath } = manifest.metaData;
  if (publicPath === undefined) {
    const detail = getPublicPath === undefined ? 'names no publicPath' : 'uses getPublicPath, which the host does not evaluate';
    throw new RemoteManifestError('invalid', manifestUrl, detail);
  }
  const base = publicPath === 'auto' || publicPath === '' ? new URL('.', manifestUrl) : new URL(publicPath, manifestUrl);
  // Files are appended to the public path, so it names a folder even when written without `/`.
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return base;
}

/** `remoteEntry.path` + `name` as the federation runtime joins them: the path is always below the public path. */
function entryFile(path: string, name: string): string {
  const folder = path
    .replace(/^\.?\/+/, '')
    .replace(/^\.$/, '')
    .replace(/\/+$/, '');
  return folder ? `${folder}/${name}` : name;
}

/** The absolute URL of the remote's `remoteEntry.js`. */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: string): string {
  const { remoteEntry } = manifest.metaData;
  return new URL(entryFile(remoteEntry.path, remoteEntry.name), publicPathOf(manifest, manifestUrl)).href;
}

function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

/**
 * What loading `expose` will fetch right after the entry: the expose's own chunks, the
 * remote's strings in the language the page shows (`<remote>-strings-<code>.<hash>.js`),
 * which the routes module loads before the page can render, and, given the route being
 * opened, its page's code and strings. Other async chunks are left to the pages that need them.
 */
export function filesToPreload(
  manifest: RemoteManifest,
  manifestUrl: string,
  request: { readonly remote: string; readonly expose: string; readonly languageCode: string; readonly routeKey?: string },
): string[] {
  const expose = manifest.exposes.find((candidate) => candidate.path === request.expose);
  if (!expose) return [];
  const strings = `${request.remote}-strings-${request.languageCode}.`;
  const page = request.routeKey !== undefined && Object.hasOwn(manifest.pages, request.routeKey) ? manifest.pages[request.routeKey] : [];
  // A page lists its strings in every language (`<part>-strings-<code>.<hash>.js`): only the one shown is wanted.
  const shown = (file: string) => {
    const language = /-strings-([a-z]+)\./.exec(baseName(file))?.[1];
    return language === undefined || language === request.languageCode;
  };
  const files = [
    ...new Set([
      ...expose.assets.js.sync,
      ...expose.assets.js.async.filter((file) => baseName(file).startsWith(strings)),
      ...(page ?? []).filter(shown),
    ]),
  ];
  const base = publicPathOf(manifest, manifestUrl);
  return files.map((file) => new URL(file, base).href);
}
