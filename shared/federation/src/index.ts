export { SINGLETONS, createSharedConfig, requiredVersionOf } from './create-shared-config';
export type { AppPackageJson, SharedConfig, SharedMap, SingletonName } from './create-shared-config';
export { createFederationOptions } from './create-federation-options';
export type { FederationAppOptions, FederationOptions } from './create-federation-options';
export { createWebpackConfig } from './create-webpack-config';
export type { WebpackAppOptions } from './create-webpack-config';
export { PrecompressPlugin } from './precompress-plugin';
export { CopyPublicPlugin } from './copy-public-plugin';
export { SharedSurfacePlugin } from './shared-surface-plugin';
