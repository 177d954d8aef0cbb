// The one reader of `mf-manifest.json`, in the entry chunk: the entry's early start reads the
// manifest with it before the shell has run (early-remote-start.ts), and the runtime reads it
// again on every load (fetch-remote-manifest.ts). Hence no valibot: a few checks by hand keep
// every first visit, /login included, from downloading a schema library for it.
import type { FirstRequest } from '@venue/routes';
import { RemoteManifestError } from './remote-manifest-error';

/** The fields of a remote's `mf-manifest.json` the host reads. */
export interface RemoteManifest {
  readonly metaData: {
    readonly remoteEntry: { readonly name: string; readonly path: string };
    readonly globalName?: string;
    readonly publicPath?: string;
    readonly getPublicPath?: string;
    /** The remote's version (`metaData.version` from ManifestReleasePlugin, else `buildInfo.buildVersion`: its package.json), for monitoring tags. */
    readonly version?: string;
    /** The host–remote contract the remote was built against; none before manifests named it. */
    readonly contractVersion?: number;
    /** Route key → the GETs its page's first view sends without a session (decision 036). */
    readonly firstRequests: Readonly<Record<string, readonly FirstRequest[]>>;
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

type Check<T> = (value: unknown) => value is T;

const isObject = (value: unknown): value is Partial<Record<string, unknown>> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isFilled = (value: unknown): value is string => isString(value) && value !== '';
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || check(value);
const listOf = <T>(value: unknown, item: Check<T>): value is T[] => Array.isArray(value) && value.every(item);
const isStrings = (value: unknown): value is string[] => listOf(value, isString);

/** The value at a dotted path (`metaData.remoteEntry.name`), or undefined where the path breaks off. */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

const isExpose = (value: unknown): value is RemoteManifest['exposes'][number] =>
  isString(at(value, 'path')) && isStrings(at(value, 'assets.js.sync')) && isStrings(at(value, 'assets.js.async'));
const isShared = (value: unknown): value is { name: string } => isString(at(value, 'name'));
const isFirstRequest = (value: unknown): value is FirstRequest => {
  const when = at(value, 'when');
  return isFilled(at(value, 'url')) && (when === undefined || (isObject(when) && Object.values(when).every(isString)));
};

/**
 * Checks the fields of a manifest the host reads. Only what locates the entry is required: the
 * exposes, the shared list and the pages only feed preloading, which is best-effort, so an odd
 * list there costs the head start, never the remote.
 */
export function parseRemoteManifest(document: unknown, manifestUrl: string): RemoteManifest {
  const field = <T>(path: string, check: Check<T>, expected: string): T => {
    const value = at(document, path);
    if (check(value)) return value;
    throw new RemoteManifestError('invalid', manifestUrl, `${path}: expected ${expected}`);
  };
  const { exposes, shared, pages } = isObject(document) ? document : {};
  const release = at(document, 'metaData.version');
  const firstRequests = at(document, 'metaData.firstRequests');
  const buildVersion = at(document, 'metaData.buildInfo.buildVersion');
  return {
    metaData: {
      remoteEntry: {
        name: field('metaData.remoteEntry.name', isFilled, 'a non-empty string'),
        path: field('metaData.remoteEntry.path', isString, 'a string'),
      },
      // Optional, but of their kind when present: an entry under an empty global name cannot be found.
      globalName: field('metaData.globalName', optional(isFilled), 'a non-empty string'),
      publicPath: field('metaData.publicPath', optional(isString), 'a string'),
      getPublicPath: field('metaData.getPublicPath', optional(isString), 'a string'),
      // Only a label: a manifest without it still loads.
      version: isFilled(release) ? release : isFilled(buildVersion) ? buildVersion : undefined,
      contractVersion: field('metaData.contractVersion', optional(isCount), 'a positive integer'),
      // Only a head start, like the pages: an odd list sends nothing early.
      firstRequests:
        isObject(firstRequests) && Object.values(firstRequests).every((list) => listOf(list, isFirstRequest))
          ? (firstRequests as RemoteManifest['metaData']['firstRequests'])
          : {},
    },
    exposes: listOf(exposes, isExpose) ? exposes : [],
    sharedNames: listOf(shared, isShared) ? shared.map((module) => module.name) : [],
    pages: isObject(pages) && Object.values(pages).every(isStrings) ? (pages as RemoteManifest['pages']) : {},
  };
}
