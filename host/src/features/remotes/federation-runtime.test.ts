import { TEST_REMOTE_ENTRIES } from '../../testing/remote-entries';
import { fetchEarlyManifest } from './early-manifests';
import { startFederationRuntime } from './federation-runtime';
import type { FederationApi } from './manifest-runtime';

// The runtime itself is the package's: here only what the host hands it.
const federation = {
  registerRemotes: jest.fn<void, Parameters<FederationApi['registerRemotes']>>(),
  loadRemote: jest.fn(async (id: string): Promise<unknown> => ({ default: { loaded: id } })),
};
jest.mock('@module-federation/enhanced/runtime', () => ({ createInstance: () => federation }));
jest.mock('@venue/federation/runtime-core', () => ({ provideRuntimeCore: () => undefined }));
jest.mock('./host-share-config', () => ({ hostShareConfig: () => ({}) }));
Object.assign(globalThis, { __HOST_SHARED__: {} });

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, globalName: 'booking', publicPath: 'auto' },
  exposes: [],
};
const answer = async () => ({ ok: true, status: 200, json: async () => MANIFEST });

it('takes the manifest the entry fetched instead of asking again, and asks the server itself after a reset', async () => {
  const url = TEST_REMOTE_ENTRIES.booking;
  void fetchEarlyManifest(url, answer);
  const fetchMock = jest.fn(answer);
  global.fetch = fetchMock as unknown as typeof fetch;
  const runtime = startFederationRuntime(TEST_REMOTE_ENTRIES, jest.fn());

  await expect(runtime.loadRemote('booking/routes')).resolves.toEqual({ default: { loaded: 'booking/routes' } });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(federation.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'booking', entry: 'http://localhost:3001/remoteEntry.js', entryGlobalName: 'booking' }],
    { force: true },
  );

  runtime.reset('booking');
  await runtime.loadRemote('booking/routes');
  expect(fetchMock).toHaveBeenCalledWith(url);
});
