import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Where remotes find the federation runtime's core. Every remote is built with
 * `experiments.externalRuntime` (createFederationOptions), so its remoteEntry.js reads the core
 * from this global instead of carrying its own copy (about 9 KB gzip on every remote route's first
 * visit). The host sets it before it loads any remote; a remote opened on its own origin gets it
 * from `federation-runtime-core.js`, which its index.html runs before its entry.
 *
 * This makes the core part of the host's contract with remotes, like React: remotes and host
 * keep one version of @module-federation (the workspace pins it), and an upgrade ships the host first.
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Publishes this bundle's runtime core for the remotes, once; a copy already there is kept. */
export function provideRuntimeCore(target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  if (target[RUNTIME_CORE_GLOBAL] === undefined) target[RUNTIME_CORE_GLOBAL] = runtimeCore;
}
