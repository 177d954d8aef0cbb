import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { SINGLETONS, type SingletonName } from './singletons';

export type SharedConfig = moduleFederationPlugin.SharedConfig;
export type SharedMap = Record<string, SharedConfig>;

/** The part of an app's package.json the factory reads. */
export interface AppPackageJson {
  readonly name: string;
  readonly version: string;
  readonly dependencies?: Readonly<Record<string, string>>;
}

export { SINGLETONS, type SingletonName };

/**
 * The module provided (and used as fallback) under `react-router-dom`: the router surface
 * of runtime/react-router-dom.ts instead of the whole package (see there why).
 */
export const ROUTER_SURFACE_PATH = join(__dirname, 'runtime', 'react-router-dom.ts');

/** Likewise under `react-i18next`: only the names the apps use (runtime/react-i18next.ts). */
export const I18N_SURFACE_PATH = join(__dirname, 'runtime', 'react-i18next.ts');

/** Likewise under `styled-components`: the styling API without server rendering. */
export const STYLED_SURFACE_PATH = join(__dirname, 'runtime', 'styled-components.ts');

/** Likewise under `@venue/api`: the browser's part of the API package (runtime/venue-api.ts). */
export const API_SURFACE_PATH = join(__dirname, 'runtime', 'venue-api.ts');

/** Likewise under `valibot`: the schema functions the apps use (runtime/valibot.ts). */
export const VALIBOT_SURFACE_PATH = join(__dirname, 'runtime', 'valibot.ts');

/** A file of this package provided under a shared name instead of the package itself. */
export interface SharedSurface {
  readonly path: string;
  /** The package whose names the file re-exports. */
  readonly source: string;
  /**
   * Apps may import the package as a namespace (valibot's usual `* as v`): its values are
   * functions with lower-case names and its capitalised names are types, so the check can tell
   * which names a file uses from the namespace's members.
   */
  readonly namespaceImports?: boolean;
}

/**
 * Shared packages provided from a surface file of this package rather than from the package
 * itself: a shared module is never tree-shaken, a surface lists only what the apps use.
 * `shared-surfaces.test.ts` fails when app code imports a name a surface does not list.
 */
export const SHARED_SURFACES: Readonly<Partial<Record<SingletonName, SharedSurface>>> = {
  'react-router-dom': { path: ROUTER_SURFACE_PATH, source: 'react-router' },
  'react-i18next': { path: I18N_SURFACE_PATH, source: 'react-i18next' },
  'styled-components': { path: STYLED_SURFACE_PATH, source: 'styled-components' },
  '@venue/api': { path: API_SURFACE_PATH, source: '@venue/api' },
  valibot: { path: VALIBOT_SURFACE_PATH, source: 'valibot', namespaceImports: true },
};

/**
 * Files of workspace packages shared under a subpath of the package's name, by their path in
 * the package. Unlike a surface, the file is the package's own, and it is matched by resolved
 * path: the package's index re-exporting it (`export … from './shell-kit'`) is enough for every
 * import of those names from the package to get the shared module.
 */
export const SHARED_FILES: Readonly<Partial<Record<SingletonName, string>>> = {
  '@venue/ui/shell-kit': 'src/shell-kit.ts',
};

/** `react-dom/` → `react-dom`, `@venue/ui/shell-kit` → `@venue/ui`. */
function packageNameOf(shareKey: string): string {
  const segments = shareKey.split('/');
  return segments.slice(0, shareKey.startsWith('@') ? 2 : 1).join('/');
}

/** Where a shared file of a workspace package is, as webpack resolves it (symlinks followed). */
export function sharedFilePath(appDir: string, shareKey: SingletonName): string | undefined {
  const file = SHARED_FILES[shareKey];
  return file === undefined ? undefined : realpathSync(join(installedPackageDir(appDir, packageNameOf(shareKey)), file));
}

/**
 * Looks the package up the way Node does (node_modules folders upwards), without
 * `require.resolve`, which packages with an `exports` map may refuse for `package.json`.
 */
export function installedPackageDir(appDir: string, name: string): string {
  for (let dir = appDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed for ${appDir}`);
  }
}

function readInstalledPackage(appDir: string, name: string): AppPackageJson {
  return JSON.parse(readFileSync(join(installedPackageDir(appDir, name), 'package.json'), 'utf8')) as AppPackageJson;
}

/** The version of the package a share key names, as installed for the app. */
export function installedVersionOf(appDir: string, shareKey: string): string {
  return readInstalledPackage(appDir, packageNameOf(shareKey)).version;
}

/**
 * The version range an app accepts for one shared package: the range in its own
 * package.json, or `^<version>` of the installed workspace package for `workspace:*`
 * entries (a workspace protocol is no semver range the runtime could compare).
 */
export function requiredVersionOf(appDir: string, pkg: AppPackageJson, shareKey: string): string | undefined {
  const name = packageNameOf(shareKey);
  const declared = pkg.dependencies?.[name];
  if (declared && !declared.startsWith('workspace:')) return declared;
  if (declared) return `^${readInstalledPackage(appDir, name).version}`;
  return undefined;
}

/**
 * Builds one app's `shared` map: every singleton the app depends on, with `requiredVersion`
 * taken from the app's own package.json. A singleton the app does not depend on is left
 * out, so its build never needs it. Never sets `import: false`: each remote keeps its own
 * fallback copy and can run alone. A singleton with a version mismatch only warns
 * (`strictVersion: false`): the page keeps the one copy it has rather than failing.
 */
export function createSharedConfig(appDir: string, pkg: AppPackageJson): SharedMap {
  const shared: SharedMap = {};
  for (const key of SINGLETONS) {
    const requiredVersion = requiredVersionOf(appDir, pkg, key);
    if (!requiredVersion) continue;
    shared[key] = { singleton: true, requiredVersion, strictVersion: false };
  }
  for (const [key, surface] of Object.entries(SHARED_SURFACES) as [SingletonName, SharedSurface][]) {
    const config = shared[key];
    if (!config) continue;
    // The provided file lives in this package, whose own version says nothing about the
    // library: state the version of the package the app installed.
    shared[key] = { ...config, import: surface.path, version: readInstalledPackage(appDir, key).version };
  }
  for (const key of Object.keys(SHARED_FILES) as SingletonName[]) {
    const config = shared[key];
    const path = sharedFilePath(appDir, key);
    if (!config || !path) continue;
    // `request` as an absolute path: the consume is matched against the resolved module.
    shared[key] = { ...config, import: path, request: path, version: installedVersionOf(appDir, key) };
  }
  return shared;
}
