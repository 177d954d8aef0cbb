import type { RemoteEntries } from '../features/remotes/manifest-runtime';

/** A runtime config's remotes for tests: manifests, except wallet, named by its remoteEntry.js. */
export const TEST_REMOTE_ENTRIES: RemoteEntries = {
  booking: 'http://localhost:3001/mf-manifest.json',
  account: 'http://localhost:3002/mf-manifest.json',
  wallet: 'http://localhost:3003/releases/broken/remoteEntry.js',
  trainer: 'http://localhost:3004/mf-manifest.json',
  kiosk: 'http://localhost:3005/mf-manifest.json',
};
