import { chunkGroupUrls } from './chunk-group-urls';

type Runtime = { chunkGroups?: Record<string, number[]>; p: string; u(id: number): string };
const global = globalThis as { __webpack_require__?: Runtime };

describe('chunkGroupUrls', () => {
  afterEach(() => {
    delete global.__webpack_require__;
  });

  it("names a group's scripts as the build's runtime names them, absolute against the page", () => {
    global.__webpack_require__ = { chunkGroups: { 'remote-route': [393, 12] }, p: '/', u: (id) => `c${id}.1a2b3c4d.js` };
    expect(chunkGroupUrls('remote-route', 'https://app.example/p/abc')).toEqual([
      'https://app.example/c393.1a2b3c4d.js',
      'https://app.example/c12.1a2b3c4d.js',
    ]);
    expect(chunkGroupUrls('other', 'https://app.example/')).toEqual([]);
  });

  it('names nothing outside a webpack build', () => {
    expect(chunkGroupUrls('remote-route')).toEqual([]);
  });
});
