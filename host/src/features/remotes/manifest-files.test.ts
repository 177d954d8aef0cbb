import { filesToPreload, publicPathOf, remoteEntryUrl } from './manifest-files';
import { parseRemoteManifest, type RemoteManifest } from './remote-manifest';
import { RemoteManifestError } from './remote-manifest-error';

const MANIFEST_URL = 'http://localhost:3001/booking/mf-manifest.json?release=7';

/** A manifest as the booking build writes it, with the fields under test replaced. */
function manifest(metaData: Record<string, unknown> = {}, exposes?: unknown, pages?: unknown): RemoteManifest {
  return parseRemoteManifest(
    {
      pages: pages ?? {
        myCarnets: ['page-myCarnets.1a2b3c4d5e.js', '4398.f931c180f4.js'],
        paymentCreateShort: [
          'page-paymentCreate~paymentCreateShort.9f8e7d6c5b.js',
          '4398.f931c180f4.js',
          '791.5046c8abd9.js',
          'pay-by-link-strings-pl.0a7b220f66.js',
          'pay-by-link-strings-en.957aefa8e0.js',
        ],
      },
      id: 'booking',
      name: 'booking',
      metaData: {
        name: 'booking',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        globalName: 'booking',
        publicPath: 'auto',
        ...metaData,
      },
      shared: [],
      exposes: exposes ?? [
        {
          id: 'booking:routes',
          name: 'routes',
          path: './routes',
          assets: {
            js: {
              sync: ['791.5046c8abd9.js', '__federation_expose_routes.d50987a741.js'],
              async: [
                '463.b8b2c10360.js',
                'booking-strings-pl.c796c6f48a.js',
                'booking-strings-en.f03837f36c.js',
                'booking-strings-uk.8e34356f1d.js',
                'strings-pl.ee30ad1774.js',
                'ics-file.36b5c6c50e.js',
              ],
            },
            css: { sync: [], async: [] },
          },
        },
      ],
    },
    MANIFEST_URL,
  );
}

describe('remoteEntryUrl', () => {
  it('with publicPath "auto" is beside the manifest, whatever origin the runtime config names', () => {
    expect(remoteEntryUrl(manifest(), MANIFEST_URL)).toBe('http://localhost:3001/booking/remoteEntry.js');
    expect(remoteEntryUrl(manifest(), 'https://moved.example/mf-manifest.json')).toBe('https://moved.example/remoteEntry.js');
    expect(remoteEntryUrl(manifest({ publicPath: '' }), MANIFEST_URL)).toBe('http://localhost:3001/booking/remoteEntry.js');
  });

  it('with an absolute publicPath is there, not beside the manifest', () => {
    expect(remoteEntryUrl(manifest({ publicPath: 'https://cdn.example/booking/v7/' }), MANIFEST_URL)).toBe(
      'https://cdn.example/booking/v7/remoteEntry.js',
    );
    // A public path written without its closing slash still names a folder.
    expect(remoteEntryUrl(manifest({ publicPath: 'https://cdn.example/booking' }), MANIFEST_URL)).toBe(
      'https://cdn.example/booking/remoteEntry.js',
    );
  });

  it("reads a root-relative publicPath against the manifest's own server", () => {
    expect(remoteEntryUrl(manifest({ publicPath: '/static/' }), MANIFEST_URL)).toBe('http://localhost:3001/static/remoteEntry.js');
  });

  it('puts remoteEntry.path below the public path, as the federation runtime does', () => {
    const at = (path: string) => remoteEntryUrl(manifest({ remoteEntry: { name: 'remoteEntry.js', path } }), MANIFEST_URL);
    expect(at('entry')).toBe('http://localhost:3001/booking/entry/remoteEntry.js');
    expect(at('./entry/')).toBe('http://localhost:3001/booking/entry/remoteEntry.js');
    expect(at('/entry')).toBe('http://localhost:3001/booking/entry/remoteEntry.js');
    expect(at('.')).toBe('http://localhost:3001/booking/remoteEntry.js');
  });

  it('rejects a manifest that needs code evaluated to find its files, or names no public path', () => {
    const evaluated = manifest({ publicPath: undefined, getPublicPath: 'return window.cdn' });
    expect(() => remoteEntryUrl(evaluated, MANIFEST_URL)).toThrow(RemoteManifestError);
    expect(() => publicPathOf(evaluated, MANIFEST_URL)).toThrow(/getPublicPath/);
    expect(() => publicPathOf(manifest({ publicPath: undefined }), MANIFEST_URL)).toThrow(/names no publicPath/);
  });
});

describe('filesToPreload', () => {
  const request = { remote: 'booking', expose: './routes', languageCode: 'en' };

  it("lists the expose's sync chunks and the current language's strings of this remote only", () => {
    expect(filesToPreload(manifest(), MANIFEST_URL, request)).toEqual([
      'http://localhost:3001/booking/791.5046c8abd9.js',
      'http://localhost:3001/booking/__federation_expose_routes.d50987a741.js',
      'http://localhost:3001/booking/booking-strings-en.f03837f36c.js',
    ]);
    expect(filesToPreload(manifest(), MANIFEST_URL, { ...request, languageCode: 'uk' })).toContain(
      'http://localhost:3001/booking/booking-strings-uk.8e34356f1d.js',
    );
  });

  it('resolves them against an absolute public path', () => {
    expect(filesToPreload(manifest({ publicPath: 'https://cdn.example/b/' }), MANIFEST_URL, request)[0]).toBe(
      'https://cdn.example/b/791.5046c8abd9.js',
    );
  });

  it('lists nothing for an expose the manifest does not describe, or describes oddly, and still reads the entry', () => {
    expect(filesToPreload(manifest(), MANIFEST_URL, { ...request, expose: './other' })).toEqual([]);
    const odd = manifest({}, [{ path: './routes', assets: 'none' }]);
    expect(filesToPreload(odd, MANIFEST_URL, request)).toEqual([]);
    expect(remoteEntryUrl(odd, MANIFEST_URL)).toBe('http://localhost:3001/booking/remoteEntry.js');
  });

  it("adds the opened route's page code and its strings in the language shown, once each, and nothing for a route the manifest does not list", () => {
    expect(filesToPreload(manifest(), MANIFEST_URL, { ...request, routeKey: 'paymentCreateShort' })).toEqual([
      'http://localhost:3001/booking/791.5046c8abd9.js',
      'http://localhost:3001/booking/__federation_expose_routes.d50987a741.js',
      'http://localhost:3001/booking/booking-strings-en.f03837f36c.js',
      'http://localhost:3001/booking/page-paymentCreate~paymentCreateShort.9f8e7d6c5b.js',
      'http://localhost:3001/booking/4398.f931c180f4.js',
      'http://localhost:3001/booking/pay-by-link-strings-en.957aefa8e0.js',
    ]);
    expect(filesToPreload(manifest(), MANIFEST_URL, { ...request, languageCode: 'pl', routeKey: 'paymentCreateShort' })).toContain(
      'http://localhost:3001/booking/pay-by-link-strings-pl.0a7b220f66.js',
    );
    expect(filesToPreload(manifest(), MANIFEST_URL, { ...request, routeKey: 'venues' })).toHaveLength(3);
    expect(filesToPreload(manifest(), MANIFEST_URL, { ...request, routeKey: 'toString' })).toHaveLength(3);
  });

  it('ignores an odd page list, as a manifest of a remote built before pages were listed has none', () => {
    expect(manifest({}, undefined, 'none').pages).toEqual({});
    expect(filesToPreload(manifest({}, undefined, { myCarnets: 'x' }), MANIFEST_URL, { ...request, routeKey: 'myCarnets' })).toHaveLength(
      3,
    );
  });
});
