import type { RemoteName } from '@venue/routes';
import { TEST_REMOTE_ENTRIES } from '../../testing/remote-entries';
import type { ManifestResponse } from './fetch-remote-manifest';
import { createManifestRuntime, type FederationApi, type ManifestRuntimeOptions } from './manifest-runtime';
import { RemoteManifestError } from './remote-manifest-error';
import { RemoteContractVersionError } from './remote-contract-version';
import { REMOTE_CONTRACT_VERSION } from '@venue/federation/contract-version';
import { remoteRelease } from '../../lib/remote-releases';

const ENTRIES = TEST_REMOTE_ENTRIES;

function bookingManifest(publicPath = 'auto', release: { version?: string; contractVersion?: number } = {}) {
  return {
    name: 'booking',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, globalName: 'booking', publicPath, ...release },
    exposes: [
      {
        path: './routes',
        assets: {
          js: {
            sync: ['791.a.js', '__federation_expose_routes.b.js'],
            async: ['463.c.js', 'booking-strings-pl.d.js', 'booking-strings-en.e.js', 'strings-pl.f.js'],
          },
        },
      },
    ],
  };
}

const ok = (body: unknown): ManifestResponse => ({ ok: true, status: 200, json: async () => body });

/** A promise the test settles by hand, to see what waits for it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function setUp(overrides: Partial<ManifestRuntimeOptions> = {}) {
  const federation = {
    registerRemotes: jest.fn<void, Parameters<FederationApi['registerRemotes']>>(),
    loadRemote: jest.fn(async (id: string): Promise<unknown> => ({ default: { loaded: id } })),
  };
  const fetchManifest = jest.fn(async (_url: string) => ok(bookingManifest()));
  const preload = jest.fn<void, [readonly string[]]>();
  const onFailure = jest.fn();
  const runtime = createManifestRuntime({
    entries: ENTRIES,
    federation,
    fetchManifest,
    preload,
    languageCode: () => 'pl',
    onFailure,
    ...overrides,
  });
  return { runtime, federation, fetchManifest, preload, onFailure };
}

describe('createManifestRuntime', () => {
  it('registers the remote by the remoteEntry.js its manifest names, then loads the module', async () => {
    const { runtime, federation, fetchManifest } = setUp();
    await expect(runtime.loadRemote('booking/routes')).resolves.toEqual({ default: { loaded: 'booking/routes' } });
    expect(fetchManifest).toHaveBeenCalledWith(ENTRIES.booking);
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'booking', entry: 'http://localhost:3001/remoteEntry.js', entryGlobalName: 'booking' }],
      { force: true },
    );
    expect(federation.registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(federation.loadRemote.mock.invocationCallOrder[0] ?? 0);
  });

  it('takes the entry from an absolute publicPath', async () => {
    const { runtime, federation } = setUp({ fetchManifest: async () => ok(bookingManifest('https://cdn.example/booking/')) });
    await runtime.loadRemote('booking/routes');
    expect(federation.registerRemotes.mock.calls[0]?.[0][0]?.entry).toBe('https://cdn.example/booking/remoteEntry.js');
  });

  it("preloads the expose's sync chunks and the current language's strings, before the entry loads", async () => {
    const { runtime, federation, preload } = setUp({ languageCode: () => 'en' });
    await runtime.loadRemote('booking/routes');
    expect(preload).toHaveBeenCalledWith([
      'http://localhost:3001/791.a.js',
      'http://localhost:3001/__federation_expose_routes.b.js',
      'http://localhost:3001/booking-strings-en.e.js',
    ]);
    expect(preload.mock.invocationCallOrder[0]).toBeLessThan(federation.loadRemote.mock.invocationCallOrder[0] ?? 0);
  });

  it('names the shared modules the manifest lists, before the entry loads, so the host can start those it provides on first use', async () => {
    const preloadShared = jest.fn<void, [readonly string[]]>();
    const { runtime, federation } = setUp({
      preloadShared,
      fetchManifest: async () => ok({ ...bookingManifest(), shared: [{ name: 'react' }, { name: 'swr' }] }),
    });
    await runtime.loadRemote('booking/routes');
    expect(preloadShared).toHaveBeenCalledWith(['react', 'swr']);
    expect(preloadShared.mock.invocationCallOrder[0]).toBeLessThan(federation.loadRemote.mock.invocationCallOrder[0] ?? 0);
  });

  it('loads anyway when preloading throws', async () => {
    const { runtime, federation } = setUp({
      preload: () => {
        throw new Error('no DOM');
      },
    });
    await expect(runtime.loadRemote('booking/routes')).resolves.toBeDefined();
    expect(federation.loadRemote).toHaveBeenCalledWith('booking/routes');
  });

  it('asks for a manifest once however many loads wait for it, and registers once', async () => {
    const answer = deferred<ManifestResponse>();
    const fetchManifest = jest.fn(() => answer.promise);
    const { runtime, federation } = setUp({ fetchManifest });
    const loads = [runtime.loadRemote('booking/routes'), runtime.loadRemote('booking/routes')];
    answer.resolve(ok(bookingManifest()));
    await Promise.all(loads);
    await runtime.loadRemote('booking/routes');
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(federation.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('after reset reads the manifest again and registers its entry anew', async () => {
    const manifests = [bookingManifest(), bookingManifest('http://localhost:3299/')];
    const fetchManifest = jest.fn(async () => ok(manifests.shift()));
    const { runtime, federation } = setUp({ fetchManifest });
    await runtime.loadRemote('booking/routes');
    runtime.reset('booking');
    await runtime.loadRemote('booking/routes');
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(federation.registerRemotes.mock.calls.map(([remotes, options]) => [remotes[0]?.entry, options.force])).toEqual([
      ['http://localhost:3001/remoteEntry.js', true],
      ['http://localhost:3299/remoteEntry.js', true],
    ]);
  });

  it('registers a remoteEntry.js URL from the runtime config as it is, without a manifest', async () => {
    const { runtime, federation, fetchManifest, preload } = setUp();
    await runtime.loadRemote('wallet/routes');
    expect(fetchManifest).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'wallet', entry: ENTRIES.wallet }], { force: true });
  });

  const failures: [string, ManifestRuntimeOptions['fetchManifest'], string][] = [
    ['cannot be fetched', () => Promise.reject(new TypeError('Failed to fetch')), 'unreachable'],
    ['answers 503', async () => ({ ok: false, status: 503, json: async () => ({}) }), 'status'],
    ['is not JSON', async () => ({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('Unexpected token <')) }), 'invalid'],
    ['lacks its entry', async () => ok({ metaData: { publicPath: 'auto' } }), 'invalid'],
    [
      'needs getPublicPath evaluated',
      async () => ok({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, getPublicPath: 'return "/"' } }),
      'invalid',
    ],
  ];

  it.each(failures)(
    'a manifest that %s is reported once and rejects the load, which registers nothing',
    async (_kind, fetchManifest, reason) => {
      const { runtime, federation, onFailure } = setUp({ fetchManifest });
      const loads = [runtime.loadRemote('booking/routes'), runtime.loadRemote('booking/routes')];
      for (const load of loads) await expect(load).rejects.toMatchObject({ name: 'RemoteManifestError', reason });
      expect(onFailure).toHaveBeenCalledTimes(1);
      expect(onFailure).toHaveBeenCalledWith({ id: ENTRIES.booking, lifecycle: 'manifest', error: expect.any(RemoteManifestError) });
      expect(federation.registerRemotes).not.toHaveBeenCalled();
      expect(federation.loadRemote).not.toHaveBeenCalled();
    },
  );

  describe('contract version', () => {
    afterEach(() => jest.restoreAllMocks());

    it('runs a remote built against the host contract, and records the version its manifest names', async () => {
      const fetchManifest = jest.fn(async () =>
        ok(bookingManifest('auto', { version: '1.3.0', contractVersion: REMOTE_CONTRACT_VERSION })),
      );
      const { runtime, federation } = setUp({ fetchManifest });
      await runtime.loadRemote('booking/routes');
      expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
      expect(remoteRelease('booking')?.version).toBe('1.3.0');
    });

    it('takes a manifest that names no contract version as built before the field: contract 1', async () => {
      const { runtime, federation } = setUp();
      expect(REMOTE_CONTRACT_VERSION).toBe(1);
      await runtime.loadRemote('booking/routes');
      expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
    });

    it('never runs a remote built against another contract: says why in the console and to the reporter, and rejects the load', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const other = REMOTE_CONTRACT_VERSION + 1;
      const fetchManifest = jest.fn(async () => ok(bookingManifest('auto', { version: '3.0.0', contractVersion: other })));
      const { runtime, federation, onFailure } = setUp({ fetchManifest });

      await expect(runtime.loadRemote('booking/routes')).rejects.toBeInstanceOf(RemoteContractVersionError);
      expect(federation.registerRemotes).not.toHaveBeenCalled();
      expect(federation.loadRemote).not.toHaveBeenCalled();
      const why = `Remote "booking" 3.0.0 (${ENTRIES.booking}) is built for remote contract ${other}, this host implements ${REMOTE_CONTRACT_VERSION}: not run`;
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(why));
      expect(onFailure).toHaveBeenCalledWith({ id: ENTRIES.booking, lifecycle: 'contract', error: expect.any(RemoteContractVersionError) });
      expect((onFailure.mock.calls[0]?.[0] as { error: Error }).error.message).toContain(why);
    });

    it('rejects a manifest whose contract version is not a positive integer', async () => {
      const fetchManifest = jest.fn(async () => ok(bookingManifest('auto', { contractVersion: 0 })));
      const { runtime, onFailure } = setUp({ fetchManifest });
      await expect(runtime.loadRemote('booking/routes')).rejects.toMatchObject({ name: 'RemoteManifestError', reason: 'invalid' });
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ lifecycle: 'manifest' }));
    });
  });

  it("asks again on the next load after a failure, so the page's retry works once the remote is back", async () => {
    const answers = [Promise.reject(new TypeError('Failed to fetch')), Promise.resolve(ok(bookingManifest()))];
    answers[0]?.catch(() => undefined);
    const fetchManifest = jest.fn(() => answers.shift() ?? Promise.reject(new Error('no more answers')));
    const { runtime } = setUp({ fetchManifest });
    await expect(runtime.loadRemote('booking/routes')).rejects.toThrow(RemoteManifestError);
    await expect(runtime.loadRemote('booking/routes')).resolves.toBeDefined();
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('still rejects when reporting the failure throws', async () => {
    const { runtime } = setUp({
      fetchManifest: () => Promise.reject(new TypeError('Failed to fetch')),
      onFailure: () => {
        throw new Error('reporter down');
      },
    });
    await expect(runtime.loadRemote('booking/routes')).rejects.toThrow(RemoteManifestError);
  });

  it('passes a request for an unknown remote straight to the federation runtime', async () => {
    const { runtime, federation, fetchManifest } = setUp();
    await runtime.loadRemote('nobody/routes');
    expect(fetchManifest).not.toHaveBeenCalled();
    expect(federation.loadRemote).toHaveBeenCalledWith('nobody/routes');
  });

  it('keeps remotes apart: a reset of one leaves the other registered', async () => {
    const { runtime, fetchManifest } = setUp();
    await runtime.loadRemote('booking/routes');
    await runtime.loadRemote('account/routes');
    runtime.reset('account' satisfies RemoteName);
    await runtime.loadRemote('booking/routes');
    expect(fetchManifest.mock.calls.map(([url]) => url)).toEqual([ENTRIES.booking, ENTRIES.account]);
  });
});
