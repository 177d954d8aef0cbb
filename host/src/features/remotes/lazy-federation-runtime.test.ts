import { TEST_REMOTE_ENTRIES } from '../../testing/remote-entries';
import type { ManifestResponse } from './fetch-remote-manifest';
import { createLazyRuntime } from './lazy-federation-runtime';
import type { FederationRuntime } from './remote-loader';

const ENTRIES = TEST_REMOTE_ENTRIES;

const response = (status: number): ManifestResponse => ({ ok: status === 200, status, json: async () => ({}) });

/** A promise the test settles by hand, to see what waits for it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A runtime that, like the real one, fetches the manifest of each remote it loads. */
function manifestReadingRuntime(fetchManifest: (url: string) => Promise<ManifestResponse>) {
  return {
    loadRemote: jest.fn(async (id: string) => {
      const remote = id.split('/')[0] as keyof typeof ENTRIES;
      const entry = ENTRIES[remote];
      return entry.endsWith('.json') ? (await fetchManifest(entry)).status : 'entry';
    }),
    reset: jest.fn(),
  } satisfies FederationRuntime;
}

function setUp() {
  const code = deferred<void>();
  const fetchManifest = jest.fn(async (_url: string) => response(200));
  let inner: ReturnType<typeof manifestReadingRuntime> | undefined;
  const load = jest.fn(async (given: (url: string) => Promise<ManifestResponse>) => {
    await code.promise;
    inner = manifestReadingRuntime(given);
    return inner;
  });
  const runtime = createLazyRuntime({ entries: ENTRIES, fetchManifest, load });
  return { runtime, code, fetchManifest, load, inner: () => inner };
}

describe('createLazyRuntime', () => {
  it('downloads nothing until a page needs a remote', () => {
    const { load, fetchManifest } = setUp();
    expect(load).not.toHaveBeenCalled();
    expect(fetchManifest).not.toHaveBeenCalled();
  });

  it('requests the first manifest while its code downloads, and hands that answer over instead of asking again', async () => {
    const { runtime, code, fetchManifest, load } = setUp();
    const loading = runtime.loadRemote('booking/routes');
    expect(fetchManifest).toHaveBeenCalledWith(ENTRIES.booking);
    code.resolve();
    await expect(loading).resolves.toBe(200);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads the code once for concurrent loads of several remotes, then calls it directly', async () => {
    const { runtime, code, load, inner } = setUp();
    const loads = [runtime.loadRemote('booking/routes'), runtime.loadRemote('account/routes'), runtime.loadRemote('booking/routes')];
    code.resolve();
    await Promise.all(loads);
    await runtime.loadRemote('kiosk/routes');
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner()?.loadRemote.mock.calls.map(([id]) => id)).toEqual([
      'booking/routes',
      'account/routes',
      'booking/routes',
      'kiosk/routes',
    ]);
  });

  it('never fetches a remoteEntry.js URL as a manifest', () => {
    const { runtime, fetchManifest } = setUp();
    void runtime.loadRemote('wallet/routes');
    expect(fetchManifest).not.toHaveBeenCalled();
  });

  it('passes reset on, and drops a manifest requested before it so the next load asks afresh', async () => {
    const { runtime, code, fetchManifest, inner } = setUp();
    void runtime.loadRemote('booking/routes').catch(() => undefined);
    runtime.reset('booking');
    code.resolve();
    await runtime.loadRemote('booking/routes');
    expect(fetchManifest).toHaveBeenCalledTimes(3);
    runtime.reset('account');
    expect(inner()?.reset).toHaveBeenCalledWith('account');
  });

  it('rejects the load when the code cannot be downloaded, and downloads it again on the retry', async () => {
    const fetchManifest = jest.fn(async (_url: string) => response(200));
    const load = jest
      .fn<Promise<FederationRuntime>, [(url: string) => Promise<ManifestResponse>]>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementation(async (given) => manifestReadingRuntime(given));
    const runtime = createLazyRuntime({ entries: ENTRIES, fetchManifest, load });
    await expect(runtime.loadRemote('booking/routes')).rejects.toThrow('ChunkLoadError');
    await expect(runtime.loadRemote('booking/routes')).resolves.toBe(200);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
