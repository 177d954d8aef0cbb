import { takeEarlyManifest } from './early-manifests';
import { startRemoteEarly, type EarlyRemoteStart } from './early-remote-start';

const CONFIG = {
  apiUrl: 'http://localhost:4000/api/',
  remotes: { booking: 'http://localhost:3001/mf-manifest.json', account: 'http://localhost:3002/remoteEntry.js' },
};

const MANIFEST = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    publicPath: 'auto',
    firstRequests: {
      paymentCreateShort: [{ url: 'public/reservation/{reservationUUID}' }],
      reservationVenue: [
        { url: 'marketplace/venue/{venueId}' },
        { url: 'marketplace/venue/get_object_availabilities/{venueId}?date={date}&sport_type_id={sport}', when: { '*': 'courts' } },
      ],
    },
  },
  shared: [{ name: 'react' }, { name: 'swr' }],
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['__federation_expose_routes.1.js'], async: ['booking-strings-pl.2.js', 'booking-strings-en.3.js'] } },
    },
  ],
  pages: { paymentCreateShort: ['page-paymentCreate~paymentCreateShort.4.js', '4398.5.js'], myCarnets: ['page-myCarnets.6.js'] },
};

function setup(overrides: Partial<EarlyRemoteStart> & { manifest?: unknown; status?: number } = {}) {
  const preloaded: string[] = [];
  const sent: string[] = [];
  const fetchMock = jest.fn((_url: string) =>
    Promise.resolve({
      ok: (overrides.status ?? 200) < 400,
      status: overrides.status ?? 200,
      json: () => Promise.resolve('manifest' in overrides ? overrides.manifest : MANIFEST),
    }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const started = startRemoteEarly({
    pathname: '/p/abc',
    config: Promise.resolve(CONFIG),
    languageCode: 'pl',
    remoteRouteCode: ['http://localhost:3000/remote-route.1a2b3c4d.js'],
    preload: (urls) => preloaded.push(...urls),
    sendRequest: (url, languageCode) => sent.push(`${languageCode} ${url}`),
    sharedCode: { swr: ['http://localhost:3000/swr.5e6f7a8b.js'], 'react-router-dom': ['http://localhost:3000/router.9c0d1e2f.js'] },
    signedIn: () => false,
    ...overrides,
  });
  return { preloaded, sent, fetchMock, started };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startRemoteEarly', () => {
  afterEach(() => {
    takeEarlyManifest(CONFIG.remotes.booking);
  });

  it("on a remote's route downloads the loading code and, from the manifest, the entry, routes module, strings, the page and the shared code it uses", async () => {
    const { preloaded, fetchMock } = setup();
    expect(preloaded).toEqual(['http://localhost:3000/remote-route.1a2b3c4d.js']);
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(CONFIG.remotes.booking);
    expect(preloaded).toEqual([
      'http://localhost:3000/remote-route.1a2b3c4d.js',
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/__federation_expose_routes.1.js',
      'http://localhost:3001/booking-strings-pl.2.js',
      'http://localhost:3001/page-paymentCreate~paymentCreateShort.4.js',
      'http://localhost:3001/4398.5.js',
      // swr, which the manifest lists as shared; not the router, which it does not.
      'http://localhost:3000/swr.5e6f7a8b.js',
    ]);
  });

  it("sends the page's first requests the manifest declares, filled from the address, in the visitor's language", async () => {
    const payByLink = setup();
    await settle();
    expect(payByLink.sent).toEqual(['pl http://localhost:4000/api/public/reservation/abc']);
    takeEarlyManifest(CONFIG.remotes.booking);

    const courts = setup({ pathname: '/reservation/7/courts', search: '?sport=2&date=2026-12-01', languageCode: 'uk' });
    await settle();
    expect(courts.sent).toEqual([
      'uk http://localhost:4000/api/marketplace/venue/7',
      'uk http://localhost:4000/api/marketplace/venue/get_object_availabilities/7?date=2026-12-01&sport_type_id=2',
    ]);
    takeEarlyManifest(CONFIG.remotes.booking);

    const classes = setup({ pathname: '/reservation/7/classes', search: '?sport=2&date=2026-12-01' });
    await settle();
    expect(classes.sent).toEqual(['pl http://localhost:4000/api/marketplace/venue/7']);
  });

  it('sends nothing early without an API URL in the config or first requests for the page', async () => {
    const noApi = setup({ config: Promise.resolve({ remotes: CONFIG.remotes }) });
    await settle();
    expect(noApi.sent).toEqual([]);
    expect(noApi.preloaded).toContain('http://localhost:3001/remoteEntry.js');
    takeEarlyManifest(CONFIG.remotes.booking);
    const undeclared = setup({ pathname: '/venues' });
    await settle();
    expect(undeclared.sent).toEqual([]);
  });

  it('hands the manifest it fetched to the runtime, once, with a body readable again', async () => {
    setup();
    await settle();
    const answer = await takeEarlyManifest(CONFIG.remotes.booking);
    expect(await answer?.json()).toEqual(MANIFEST);
    expect(takeEarlyManifest(CONFIG.remotes.booking)).toBeUndefined();
  });

  it('does nothing on a host page, a path of no route, or a signed-in route without a session', async () => {
    for (const pathname of ['/login', '/nowhere', '/my-carnets']) {
      const { preloaded, fetchMock } = setup({ pathname });
      await settle();
      expect([pathname, fetchMock.mock.calls.length, preloaded]).toEqual([pathname, 0, []]);
    }
    const { preloaded } = setup({ pathname: '/my-carnets', signedIn: () => true });
    await settle();
    expect(preloaded).toContain('http://localhost:3001/page-myCarnets.6.js');
  });

  it('preloads nothing from a manifest that failed or is odd, and never throws', async () => {
    for (const variant of [{ status: 503 }, { manifest: { exposes: 'none' } }, { manifest: null }]) {
      const { preloaded } = setup(variant);
      await settle();
      // The host's own code only: nothing of the remote.
      expect(preloaded).toEqual(['http://localhost:3000/remote-route.1a2b3c4d.js']);
      takeEarlyManifest(CONFIG.remotes.booking);
    }
    const rejected = setup({ config: Promise.reject(new Error('offline')) });
    await settle();
    expect(rejected.fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a remote named by its remoteEntry.js to the runtime: there is no manifest to read', async () => {
    const { fetchMock, preloaded } = setup({ pathname: '/your-account', signedIn: () => true });
    await settle();
    expect(preloaded).toEqual(['http://localhost:3000/remote-route.1a2b3c4d.js']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('settles once the remote files are asked for, at once on a host page, never rejecting', async () => {
    const opened = setup();
    await opened.started;
    expect(opened.preloaded).toContain('http://localhost:3001/page-paymentCreate~paymentCreateShort.4.js');
    takeEarlyManifest(CONFIG.remotes.booking);
    const host = setup({ pathname: '/login' });
    await expect(host.started).resolves.toBeUndefined();
    expect(host.fetchMock).not.toHaveBeenCalled();
    await expect(setup({ status: 503 }).started).resolves.toBeUndefined();
    takeEarlyManifest(CONFIG.remotes.booking);
    await expect(setup({ config: Promise.reject(new Error('offline')) }).started).resolves.toBeUndefined();
  });
});
