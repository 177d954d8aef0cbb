import type { HostSharedPackages } from '@venue/federation/singletons';

declare global {
  /** The singletons the host provides, with versions: defined by its build (create-webpack-config.ts). */
  const __HOST_SHARED__: HostSharedPackages;
}
