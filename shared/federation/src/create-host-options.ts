import { createSharedConfig, installedVersionOf, type AppPackageJson } from './create-shared-config';
import { HOST_SUBPATHS, type HostShareKey, type HostSharedPackage, type HostSharedPackages, type SingletonName } from './singletons';

/**
 * The host is no federation container. It bundles the shared singletons like any library and
 * registers them with the federation runtime (`@module-federation/enhanced/runtime`) only when
 * the first remote route loads: a page of the host alone (/login) downloads neither the runtime
 * (~20 KB gzip) nor the container code that would wrap every shared module.
 */
export interface RuntimeHostOptions {
  readonly kind: 'runtime-host';
  readonly name: string;
  /** The singletons it provides, built into its code as `__HOST_SHARED__`. */
  readonly shared: HostSharedPackages;
}

export interface HostAppOptions {
  readonly name: string;
  readonly appDir: string;
  readonly packageJson: AppPackageJson;
}

/**
 * The same singletons and version ranges as a remote's `shared` map (`createSharedConfig`),
 * with the version the host installed, which is the version it provides.
 */
export function createHostOptions(app: HostAppOptions): RuntimeHostOptions {
  const shared: Partial<Record<HostShareKey, HostSharedPackage>> = {};
  for (const [key, config] of Object.entries(createSharedConfig(app.appDir, app.packageJson))) {
    const { requiredVersion } = config as { requiredVersion?: string };
    if (!requiredVersion) continue;
    const version = installedVersionOf(app.appDir, key);
    const keys = HOST_SUBPATHS[key as SingletonName] ?? [key];
    for (const shareKey of keys) shared[shareKey as HostShareKey] = { version, requiredVersion };
  }
  return { kind: 'runtime-host', name: app.name, shared };
}

export function isRuntimeHost(options: object): options is RuntimeHostOptions {
  return (options as Partial<RuntimeHostOptions>).kind === 'runtime-host';
}
