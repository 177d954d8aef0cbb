import { isManifestUrl } from './manifest-url';

describe('isManifestUrl', () => {
  it('tells a manifest from a remoteEntry.js by the path, whatever the query says', () => {
    expect(isManifestUrl('http://localhost:3001/mf-manifest.json')).toBe(true);
    expect(isManifestUrl('https://cdn.example/booking/mf-manifest.json?release=7')).toBe(true);
    expect(isManifestUrl('http://localhost:3003/releases/broken/remoteEntry.js')).toBe(false);
    expect(isManifestUrl('http://localhost:3003/remoteEntry.js?from=a.json')).toBe(false);
  });

  it('is false for what is not a URL', () => {
    expect(isManifestUrl('mf-manifest.json')).toBe(false);
  });
});
