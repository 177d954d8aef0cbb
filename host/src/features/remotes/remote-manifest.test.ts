import { parseRemoteManifest } from './remote-manifest';
import { RemoteManifestError } from './remote-manifest-error';

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';

const ENTRY = { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, globalName: 'booking', publicPath: 'auto' };
const EXPOSE = {
  id: 'booking:routes',
  path: './routes',
  assets: { js: { sync: ['a.js'], async: ['b.js'] }, css: { sync: [], async: [] } },
};

function failureOf(document: unknown): RemoteManifestError {
  try {
    parseRemoteManifest(document, MANIFEST_URL);
  } catch (error) {
    if (error instanceof RemoteManifestError) return error;
    throw error;
  }
  throw new Error('expected a RemoteManifestError');
}

describe('parseRemoteManifest', () => {
  it('reads the entry, the exposes, the shared names and the pages', () => {
    const manifest = parseRemoteManifest(
      { name: 'booking', metaData: ENTRY, exposes: [EXPOSE], shared: [{ name: 'react' }, { name: 'swr' }], pages: { myCarnets: ['c.js'] } },
      MANIFEST_URL,
    );
    expect(manifest).toEqual({
      // Only the fields the host reads: the entry's `type` is left behind.
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, globalName: 'booking', publicPath: 'auto', firstRequests: {} },
      exposes: [EXPOSE],
      sharedNames: ['react', 'swr'],
      pages: { myCarnets: ['c.js'] },
    });
  });

  it('reads the remote’s version for monitoring, and does without one', () => {
    const versioned = { metaData: { ...ENTRY, buildInfo: { buildVersion: '1.3.0', buildName: 'booking' } } };
    expect(parseRemoteManifest(versioned, MANIFEST_URL).metaData.version).toBe('1.3.0');
    expect(parseRemoteManifest({ metaData: { ...ENTRY, buildInfo: { buildVersion: 7 } } }, MANIFEST_URL).metaData.version).toBeUndefined();
  });

  it('calls a document without a usable entry invalid, naming the field', () => {
    const cases: [unknown, string][] = [
      [null, 'metaData.remoteEntry.name'],
      [{ exposes: [] }, 'metaData.remoteEntry.name'],
      [{ metaData: { publicPath: 'auto' } }, 'metaData.remoteEntry.name'],
      [{ metaData: { ...ENTRY, remoteEntry: { name: '', path: '' } } }, 'metaData.remoteEntry.name'],
      [{ metaData: { ...ENTRY, remoteEntry: { name: 'remoteEntry.js' } } }, 'metaData.remoteEntry.path'],
      [{ metaData: { ...ENTRY, globalName: '' } }, 'metaData.globalName'],
      [{ metaData: { ...ENTRY, publicPath: 7 } }, 'metaData.publicPath'],
      [{ metaData: { ...ENTRY, getPublicPath: {} } }, 'metaData.getPublicPath'],
    ];
    for (const [document, field] of cases) {
      const error = failureOf(document);
      expect([field, error.reason, error.manifestUrl]).toEqual([field, 'invalid', MANIFEST_URL]);
      expect(error.message).toContain(`${field}: expected`);
    }
  });

  it('reads an odd exposes, shared or pages list as empty: they only feed preloading', () => {
    for (const odd of ['none', [{ path: './routes' }], [{ ...EXPOSE, assets: { js: { sync: [1], async: [] } } }]]) {
      expect(parseRemoteManifest({ metaData: ENTRY, exposes: odd }, MANIFEST_URL).exposes).toEqual([]);
    }
    expect(parseRemoteManifest({ metaData: ENTRY, shared: [{ name: 'react' }, {}] }, MANIFEST_URL).sharedNames).toEqual([]);
    expect(parseRemoteManifest({ metaData: ENTRY, pages: { myCarnets: 'c.js' } }, MANIFEST_URL).pages).toEqual({});
    expect(parseRemoteManifest({ metaData: ENTRY }, MANIFEST_URL)).toMatchObject({ exposes: [], sharedNames: [], pages: {} });
  });

  it('reads the first requests of each page, and an odd list as none: they are only a head start', () => {
    const firstRequests = { reservationVenue: [{ url: 'marketplace/venue/{venueId}' }, { url: 'x/{date}', when: { '*': 'courts' } }] };
    expect(parseRemoteManifest({ metaData: { ...ENTRY, firstRequests } }, MANIFEST_URL).metaData.firstRequests).toEqual(firstRequests);
    for (const odd of ['none', { reservationVenue: [{ url: '' }] }, { reservationVenue: [{ url: 'a', when: { '*': 1 } }] }, { p: 'a' }]) {
      expect(parseRemoteManifest({ metaData: { ...ENTRY, firstRequests: odd } }, MANIFEST_URL).metaData.firstRequests).toEqual({});
    }
  });
});
