// No Node.js imports here: the host's browser code reads these names and types too.

/**
 * Every module that must exist exactly once across host and remotes. Listed by hand on
 * purpose: spreading all dependencies into `shared` would make every library a separate
 * async chunk and defeat tree shaking. A key ending in `/` shares every subpath
 * (`react-dom/client`), which the bare key does not match.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'zustand',
  'i18next',
  'react-i18next',
  'swr',
  '@sentry/react',
  '@venue/auth-store',
  '@venue/api',
  '@venue/i18n',
  '@venue/routes',
  '@venue/ui/shell-kit',
  'valibot',
] as const;

export type SingletonName = (typeof SINGLETONS)[number];

/**
 * What the host registers with the federation runtime for the remotes: a key ending in `/`
 * stands for the subpaths remotes may import, which the runtime knows one by one.
 */
export const HOST_SUBPATHS: Readonly<Partial<Record<SingletonName, readonly string[]>>> = { 'react-dom/': ['react-dom/client'] };

/** Share keys the host provides a module under. */
export type HostShareKey = Exclude<SingletonName, 'react-dom/'> | 'react-dom/client';

/** One singleton as the host provides it: the version it bundles and the range it accepts. */
export interface HostSharedPackage {
  readonly version: string;
  readonly requiredVersion: string;
}

/** Built into the host (`__HOST_SHARED__`) from its package.json and installed packages. */
export type HostSharedPackages = Readonly<Partial<Record<HostShareKey, HostSharedPackage>>>;
