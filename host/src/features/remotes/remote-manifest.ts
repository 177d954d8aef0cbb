// The one reader of `mf-manifest.json`, in the entry chunk: the entry's early start reads the
// manifest with it before the shell has run (early-remote-start.ts), and the runtime reads it
// again on every load (fetch-remote-manifest.ts). Hence no valibot: a few checks by hand keep
// every first visit, /login included, from downloading a schema library for it.
import { RemoteManifestError } from './remote-manifest-error';

/** The fields of a remote's `mf-manifest.json` the host reads. */
export interface RemoteManifest {
  readonly metaData: {
    readonly remoteEntry: { readonly name: string; readonly path: string };
    readonly globalName?: string;
    readonly publicPath?: string;
    readonly getPublicPath?: string;
  };
  readonly exposes: readonly {
    /** The exposed request, e.g. `./routes`. */
    readonly path: string;
    readonly assets: { readonly js: { readonly sync: readonly string[]; readonly async: readonly string[] } };
  }[];
  /** The shared modules the remote consumes. */
  readonly sharedNames: readonly string[];
  /** Route key → the scripts of its page (PageAssetsPlugin of @venue/federation). */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

type Fields = Partial<Record<string, unknown>>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isFilled = (value: unknown): value is string => isString(value) && value !== '';
const isOptional = <T>(value: unknown, check: (value: unknown) => value is T): value is T | undefined =>
  value === undefined || check(value);
const listOf = <T>(value: unknown, item: (entry: unknown) => entry is T): value is T[] => Array.isArray(value) && value.every(item);
const isStrings = (value: unknown): value is string[] => listOf(value, isString);

const isExpose = (value: unknown): value is RemoteManifest['exposes'][number] => {
  const js = isObject(value) && isObject(value.assets) ? value.assets.js : undefined;
  return isObject(value) && isString(value.path) && isObject(js) && isStrings(js.sync) && isStrings(js.async);
};
const isShared = (value: unknown): value is { name: string } => isObject(value) && isString(value.name);

/**
 * Checks the fields of a manifest the host reads. Only what locates the entry is required: the
 * exposes, the shared list and the pages only feed preloading, which is best-effort, so an odd
 * list there costs the head start, never the remote.
 */
export function parseRemoteManifest(document: unknown, manifestUrl: string): RemoteManifest {
  function invalid(field: string, expected: string): never {
    throw new RemoteManifestError('invalid', manifestUrl, `metaData.${field}: expected ${expected}`);
  }
  const root = isObject(document) ? document : {};
  const metaData = isObject(root.metaData) ? root.metaData : {};
  const { remoteEntry, globalName, publicPath, getPublicPath } = metaData;
  const entry = isObject(remoteEntry) ? remoteEntry : {};
  const name = isFilled(entry.name) ? entry.name : invalid('remoteEntry.name', 'a non-empty string');
  const path = isString(entry.path) ? entry.path : invalid('remoteEntry.path', 'a string');
  // Optional, but of their kind when present: an entry under an empty global name cannot be found.
  if (!isOptional(globalName, isFilled)) invalid('globalName', 'a non-empty string');
  if (!isOptional(publicPath, isString)) invalid('publicPath', 'a string');
  if (!isOptional(getPublicPath, isString)) invalid('getPublicPath', 'a string');
  return {
    metaData: { remoteEntry: { name, path }, globalName, publicPath, getPublicPath },
    exposes: listOf(root.exposes, isExpose) ? root.exposes : [],
    sharedNames: listOf(root.shared, isShared) ? root.shared.map((module) => module.name) : [],
    pages: isObject(root.pages) && Object.values(root.pages).every(isStrings) ? (root.pages as RemoteManifest['pages']) : {},
  };
}
