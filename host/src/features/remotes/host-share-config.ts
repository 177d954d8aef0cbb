import type { HostShareKey, HostSharedPackages } from '@venue/federation/singletons';

/**
 * How the host hands a singleton over: a module already in its own code (`lib`), or one it
 * downloads when a remote first asks for it (`get`, resolving to the module's factory).
 */
export type SharedModuleProvider = { readonly lib: () => unknown } | { readonly get: () => Promise<() => unknown> };

/** Every share key the host provides, each with its module: a missing one is a type error. */
export type HostSharedModules = Readonly<Record<HostShareKey, SharedModuleProvider>>;

/** One entry of the runtime's `shared` option. */
export type RuntimeSharedEntry = SharedModuleProvider & {
  readonly version: string;
  readonly scope: string;
  readonly shareConfig: { readonly singleton: true; readonly requiredVersion: string; readonly strictVersion: false };
};

/**
 * The `shared` option the host creates its federation runtime with: the same singletons,
 * versions and ranges a remote declares (`createSharedConfig` in @venue/federation), so a
 * remote's share negotiation picks the host's copy, which is already loaded. A version
 * mismatch only warns (`strictVersion: false`), as in the remotes.
 */
export function hostShareConfig(packages: HostSharedPackages, modules: HostSharedModules): Record<string, RuntimeSharedEntry> {
  const shared: Record<string, RuntimeSharedEntry> = {};
  for (const [key, found] of Object.entries(packages)) {
    if (!found || !Object.hasOwn(modules, key)) continue;
    shared[key] = {
      ...modules[key as HostShareKey],
      version: found.version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: found.requiredVersion, strictVersion: false },
    };
  }
  return shared;
}
