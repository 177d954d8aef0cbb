import { preloadScripts } from './preload-scripts';

const preloads = () =>
  Array.from(document.head.querySelectorAll('link'), (link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.href,
    crossOrigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadScripts', () => {
  it('adds one script preload per URL, without crossorigin, so the script tags reuse it', () => {
    preloadScripts(document, ['http://localhost:3001/a.js', 'http://localhost:3001/b.js']);
    expect(preloads()).toEqual([
      { rel: 'preload', as: 'script', href: 'http://localhost:3001/a.js', crossOrigin: null },
      { rel: 'preload', as: 'script', href: 'http://localhost:3001/b.js', crossOrigin: null },
    ]);
  });

  it('never preloads a URL twice', () => {
    preloadScripts(document, ['http://localhost:3001/a.js']);
    preloadScripts(document, ['http://localhost:3001/a.js', 'http://localhost:3001/a.js']);
    expect(preloads()).toHaveLength(1);
  });

  it('never throws: preloading is only a head start', () => {
    const broken = {
      querySelectorAll: () => {
        throw new Error('no DOM');
      },
    } as unknown as Document;
    expect(() => preloadScripts(broken, ['http://localhost:3001/a.js'])).not.toThrow();
  });
});
