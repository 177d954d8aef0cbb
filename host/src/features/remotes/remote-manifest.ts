import * as v from 'valibot';

const FileList = v.array(v.string());

const ExposeSchema = v.object({
  /** The exposed request, e.g. `./routes`. */
  path: v.string(),
  assets: v.object({ js: v.object({ sync: FileList, async: FileList }) }),
});

/** The part of a remote's `mf-manifest.json` that locates its entry. */
const ManifestEntrySchema = v.object({
  metaData: v.object({
    remoteEntry: v.object({ name: v.pipe(v.string(), v.nonEmpty()), path: v.string() }),
    globalName: v.optional(v.pipe(v.string(), v.nonEmpty())),
    publicPath: v.optional(v.string()),
    getPublicPath: v.optional(v.string()),
  }),
});

const ManifestExposesSchema = v.object({ exposes: v.array(ExposeSchema) });

/** The shared modules the remote consumes (`shared[].name`). */
const ManifestSharedSchema = v.object({ shared: v.array(v.object({ name: v.string() })) });

export type RemoteManifest = v.InferOutput<typeof ManifestEntrySchema> &
  v.InferOutput<typeof ManifestExposesSchema> & { readonly sharedNames: readonly string[] };

export type RemoteManifestFailure = 'unreachable' | 'status' | 'invalid';

export class RemoteManifestError extends Error {
  override readonly name = 'RemoteManifestError';

  constructor(
    readonly reason: RemoteManifestFailure,
    readonly manifestUrl: string,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`Remote manifest ${manifestUrl} ${reason}: ${detail}`, options);
  }
}

/**
 * Validates the fields of a manifest the host reads. Only what locates the entry is
 * required: the exposes and the shared list only feed preloading, which is best-effort, so an odd list there
 * costs the head start, never the remote.
 */
export function parseRemoteManifest(document: unknown, manifestUrl: string): RemoteManifest {
  const entry = v.safeParse(ManifestEntrySchema, document);
  if (!entry.success) {
    const detail = entry.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
    throw new RemoteManifestError('invalid', manifestUrl, detail);
  }
  const exposes = v.safeParse(ManifestExposesSchema, document);
  const shared = v.safeParse(ManifestSharedSchema, document);
  return {
    ...entry.output,
    exposes: exposes.success ? exposes.output.exposes : [],
    sharedNames: shared.success ? shared.output.shared.map((module) => module.name) : [],
  };
}

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
 * What loading `expose` will fetch right after the entry: the expose's own chunks, and the
 * remote's strings in the language the page shows (`<remote>-strings-<code>.<hash>.js`),
 * which the routes module loads before the page can render. Other async chunks are left to
 * the pages that need them.
 */
export function filesToPreload(
  manifest: RemoteManifest,
  manifestUrl: string,
  request: { readonly remote: string; readonly expose: string; readonly languageCode: string },
): string[] {
  const expose = manifest.exposes.find((candidate) => candidate.path === request.expose);
  if (!expose) return [];
  const strings = `${request.remote}-strings-${request.languageCode}.`;
  const files = [...expose.assets.js.sync, ...expose.assets.js.async.filter((file) => baseName(file).startsWith(strings))];
  const base = publicPathOf(manifest, manifestUrl);
  return files.map((file) => new URL(file, base).href);
}
