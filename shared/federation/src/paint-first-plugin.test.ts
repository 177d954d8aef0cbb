import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { PAINT_FIRST_LIST_ID, PAINT_FIRST_LOADER } from './paint-first-loader';
import { PaintFirstPlugin } from './paint-first-plugin';
import { PreloadChunkGroupPlugin } from './preload-chunk-group-plugin';
import { buildFixture, inFixture } from './testing/webpack-fixture';

const FILES = {
  'entry.js': 'import(/* webpackChunkName: "shell" */ "./shell.js");',
  'shell.js': 'export const shell = 1;',
};

const page = (filename: string) =>
  new HtmlWebpackPlugin({
    filename,
    publicPath: '/',
    scriptLoading: 'defer',
    templateContent: '<html><head></head><body><div id="root">static view</div></body></html>',
  });

test('a paint-first document starts its scripts from the inline loader, the others keep their tags', () =>
  inFixture(FILES, async (dir) => {
    const stats = await buildFixture(dir, {
      mode: 'production',
      // As the apps' config does (create-webpack-config.ts): SWC minifies the JavaScript files only.
      optimization: { minimize: false },
      output: { filename: 'main.js', chunkFilename: '[name].[contenthash:6].js', publicPath: 'auto' },
      plugins: [page('index.html'), page('login.html'), new PreloadChunkGroupPlugin(['shell']), new PaintFirstPlugin(['login.html'])],
    });
    assert.equal(stats.hasErrors(), false, stats.toString());
    const login = readFileSync(join(dir, 'dist', 'login.html'), 'utf8');
    assert.doesNotMatch(login, /<script[^>]*\bsrc=/);
    assert.doesNotMatch(login, /rel="?preload"?/);
    const list = new RegExp(`<script type="application/json" id="?${PAINT_FIRST_LIST_ID}"?>([^<]*)</script>`).exec(login)?.[1];
    assert.ok(list, login);
    const parsed = JSON.parse(list) as { preload: string[]; scripts: string[] };
    assert.match(parsed.preload.join(), /^\/shell\.[0-9a-f]{6}\.js$/);
    assert.deepEqual(parsed.scripts, ['/main.js']);
    // The loader's text exactly as its CSP hash was taken, after the static view.
    assert.ok(login.includes(`<script>${PAINT_FIRST_LOADER}</script>`));
    assert.ok(login.indexOf('static view') < login.indexOf(PAINT_FIRST_LOADER));
    const index = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
    assert.match(index, /<script defer="?defer"? src="?\/main\.js"?>/);
    assert.match(index, /rel="?preload"? as="?script"?/);
    assert.ok(!index.includes(PAINT_FIRST_LOADER));
  }));

test("a build whose minifier rewrites the loader fails: the CSP's hash would refuse it", () =>
  inFixture(FILES, async (dir) => {
    // webpack's own production minimizers rewrite inline scripts (the apps' config uses SWC's, on JS only).
    const stats = await buildFixture(dir, { mode: 'production', plugins: [page('login.html'), new PaintFirstPlugin(['login.html'])] });
    assert.match(stats.toString(), /login\.html does not carry the loader's exact text/);
    assert.equal(stats.hasErrors(), true);
  }));

interface FakeElement {
  tag: string;
  [attribute: string]: unknown;
}

/** Runs the loader against a stand-in document; returns what it appended and when. */
function runLoader(visibilityState: 'visible' | 'hidden') {
  const appended: FakeElement[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    getElementById: (id: string) =>
      id === PAINT_FIRST_LIST_ID ? { textContent: JSON.stringify({ preload: ['/a.js', '/b.js'], scripts: ['/main.js'] }) } : null,
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (element: FakeElement) => appended.push(element) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', PAINT_FIRST_LOADER)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  return { appended, frames, timers };
}

test('the loader starts the preloads, then the entry, once the frame after the first paint has begun', () => {
  const { appended, frames, timers } = runLoader('visible');
  assert.equal(appended.length, 0);
  frames.shift()?.();
  assert.equal(appended.length, 0);
  timers.shift()?.();
  assert.deepEqual(appended, [
    { tag: 'link', rel: 'preload', as: 'script', href: '/a.js' },
    { tag: 'link', rel: 'preload', as: 'script', href: '/b.js' },
    { tag: 'script', src: '/main.js', async: false },
  ]);
});

test('in a tab opened in the background (no frames) the loader starts them at once', () => {
  const { appended, frames } = runLoader('hidden');
  assert.equal(frames.length, 0);
  assert.deepEqual(
    appended.map((element) => element.href ?? element.src),
    ['/a.js', '/b.js', '/main.js'],
  );
});
