import * as v from 'valibot';
import type { RemoteManifest } from './manifest-files';
import { RemoteManifestError } from './remote-manifest-error';

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

/** Route key → the scripts of that page (PageAssetsPlugin of @venue/federation). */
const ManifestPagesSchema = v.object({ pages: v.record(v.string(), FileList) });

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
  const pages = v.safeParse(ManifestPagesSchema, document);
  return {
    ...entry.output,
    exposes: exposes.success ? exposes.output.exposes : [],
    sharedNames: shared.success ? shared.output.shared.map((module) => module.name) : [],
    pages: pages.success ? pages.output.pages : {},
  };
}
