import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { createSharedConfig, type AppPackageJson, type SharedMap, type SingletonName } from './create-shared-config';

export type FederationOptions = moduleFederationPlugin.ModuleFederationPluginOptions;

export interface FederationAppOptions {
  /** Federation name: `host`, or the remote's name (`booking`, `account`, …). */
  readonly name: string;
  /** The app's folder; versions of shared packages are read from its package.json. */
  readonly appDir: string;
  readonly packageJson: AppPackageJson;
  /** Modules a remote exposes, e.g. `{ './routes': './src/routes/index.ts' }`. */
  readonly exposes?: Record<string, string>;
}

/**
 * Singletons the host leaves out of its entry file: monitoring loads after the first paint,
 * and only remotes use swr. Every other singleton renders the first page of any route.
 */
export const HOST_LAZY_SINGLETONS: readonly SingletonName[] = ['@sentry/react', 'swr'];

/**
 * The host provides the singletons every page needs eagerly, i.e. inside its entry file.
 * One file compresses about 6 KB gzip smaller than fifteen chunks, and the first paint waits
 * for one download instead of an entry followed by a round of shared chunks. Remotes still
 * take them from the share scope; they keep lazy fallbacks of their own for standalone runs.
 */
function eagerInHost(shared: SharedMap): SharedMap {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      HOST_LAZY_SINGLETONS.includes(key as SingletonName) || typeof config !== 'object' ? config : { ...config, eager: true },
    ]),
  );
}

/**
 * The federation options every app shares, so no app can drift from them:
 * - `shareStrategy: 'loaded-first'` lets the shell boot on its own shared copies without
 *   first fetching every remote entry, so a dead remote cannot block it;
 * - no static `remotes`: the host registers them at run time from `/config.json`;
 * - the manifest (`mf-manifest.json`) is how a host finds a remote's entry and assets;
 * - DTS type sharing is off: the routes contract lives in @venue/routes and is checked by
 *   tsc on both sides, while DTS costs seconds per build and cannot see runtime remotes.
 */
export function createFederationOptions(app: FederationAppOptions): FederationOptions {
  return {
    name: app.name,
    filename: 'remoteEntry.js',
    ...(app.exposes ? { exposes: app.exposes } : {}),
    shared: app.exposes ? createSharedConfig(app.appDir, app.packageJson) : eagerInHost(createSharedConfig(app.appDir, app.packageJson)),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // A remote never loads remotes itself: without the snapshot and remote-loading parts of the
    // runtime its remoteEntry is about 7 KB gzip lighter on every remote route's first visit.
    // The host keeps remote loading but reads the manifests itself (federation-runtime.ts) and
    // registers each remote by its remoteEntry.js: the snapshot plugins would cost every page,
    // /login included, about 1.4 KB gzip in the entry file.
    experiments: { optimization: { target: 'web', disableSnapshot: true, ...(app.exposes ? { disableRemote: true } : {}) } },
  };
}
