import type * as RemoteRouteCode from './remote-route-code';

/**
 * Downloads the code of remote routes: the page renderer (app/host-pages.tsx) and the remote
 * loader (bootstrap.tsx), one chunk, named REMOTE_ROUTE_CHUNK (remote-route-chunk.ts). Only the
 * shell imports it, so the chunk finds the shell's modules loaded rather than carrying copies;
 * the entry only preloads its scripts.
 */
export const loadRemoteRouteCode = (): Promise<typeof RemoteRouteCode> =>
  import(/* webpackChunkName: "remote-route" */ './remote-route-code');
