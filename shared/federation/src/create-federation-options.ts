import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { createSharedConfig, type AppPackageJson } from './create-shared-config';

export type FederationOptions = moduleFederationPlugin.ModuleFederationPluginOptions;

export interface FederationAppOptions {
  /** Federation name: `host`, or the remote's name (`booking`, `account`, …). */
  readonly name: string;
  /** The app's folder; versions of shared packages are read from its package.json. */
  readonly appDir: string;
  readonly packageJson: AppPackageJson;
  /** Modules the remote exposes, e.g. `{ './routes': './src/routes/index.ts' }`. */
  readonly exposes: Record<string, string>;
}

/**
 * The federation options every remote shares, so no remote can drift from them:
 * - `shareStrategy: 'loaded-first'` lets the shell boot on its own shared copies without
 *   first fetching every remote entry, so a dead remote cannot block it;
 * - no static `remotes`: a remote never loads remotes;
 * - the manifest (`mf-manifest.json`) is how a host finds a remote's entry and assets;
 * - DTS type sharing is off: the routes contract lives in @venue/routes and is checked by
 *   tsc on both sides, while DTS costs seconds per build and cannot see runtime remotes.
 */
export function createFederationOptions(app: FederationAppOptions): FederationOptions {
  return {
    name: app.name,
    filename: 'remoteEntry.js',
    exposes: app.exposes,
    shared: createSharedConfig(app.appDir, app.packageJson),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // Without the snapshot and remote-loading parts of the runtime a remoteEntry is about
    // 7 KB gzip lighter on every remote route's first visit; without the runtime core, which
    // the host provides (runtime-core-global.ts), about 9 KB more.
    experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
  };
}
