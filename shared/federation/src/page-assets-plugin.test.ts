import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { MANIFEST_FILE, PageAssetsPlugin } from './page-assets-plugin';
import { FakeManifestPlugin, buildFixture, errorsOf, inFixture } from './testing/webpack-fixture';

/** Builds `dir/entry.js` with the plugin; answers the build's error text ('' when none). */
async function build(dir: string, plugin: PageAssetsPlugin): Promise<string> {
  const stats = await buildFixture(dir, {
    output: { chunkFilename: '[name].js' },
    // A module two pages import goes to a chunk of its own, which both pages need.
    optimization: { splitChunks: { chunks: 'async', minSize: 1000, cacheGroups: { defaultVendors: false } } },
    plugins: [new FakeManifestPlugin({ id: 'booking', exposes: [] }), plugin],
  });
  return errorsOf(stats);
}

test('lists each named page chunk group under every route key of its name, and keeps the manifest', () =>
  inFixture(
    {
      'shared.js': `export const shared = ${JSON.stringify('s'.repeat(40_000))};`,
      'pay.js': `import { shared } from './shared.js'; export default shared + 'pay';`,
      'carnets.js': `import { shared } from './shared.js'; export default shared + 'carnets';`,
      'other.js': `export default 'other';`,
      'pay-pl.js': `export default 'Zapłać';`,
      'pay-en.js': `export default 'Pay';`,
      'entry.js': [
        `import(/* webpackChunkName: "page-paymentCreate~paymentCreateShort" */ './pay.js');`,
        `import(/* webpackChunkName: "page-myCarnets" */ './carnets.js');`,
        `import(/* webpackChunkName: "strings-pl" */ './other.js');`,
        `import(/* webpackChunkName: "pay-by-link-strings-pl" */ './pay-pl.js');`,
        `import(/* webpackChunkName: "pay-by-link-strings-en" */ './pay-en.js');`,
      ].join('\n'),
    },
    async (dir) => {
      assert.equal(await build(dir, new PageAssetsPlugin({ paymentCreateShort: ['payByLink'] })), '');
      const manifest = JSON.parse(readFileSync(join(dir, 'dist', MANIFEST_FILE), 'utf8')) as {
        id: string;
        pages: Record<string, string[]>;
      };
      assert.equal(manifest.id, 'booking');
      assert.deepEqual(Object.keys(manifest.pages).sort(), ['myCarnets', 'paymentCreate', 'paymentCreateShort']);
      assert.ok(manifest.pages.paymentCreate?.includes('page-paymentCreate~paymentCreateShort.js'));
      // The strings part named for one key comes with that key's page, in every language.
      assert.deepEqual(
        manifest.pages.paymentCreateShort?.filter((file) => file.includes('strings')),
        ['pay-by-link-strings-pl.js', 'pay-by-link-strings-en.js'],
      );
      assert.ok(!manifest.pages.paymentCreate?.some((file) => file.includes('strings')));
      assert.ok(manifest.pages.myCarnets?.includes('page-myCarnets.js'));
      // The split-out module both pages import is part of each page's list.
      const sharedChunk = manifest.pages.myCarnets?.find((file) => file !== 'page-myCarnets.js');
      assert.ok(sharedChunk && manifest.pages.paymentCreate?.includes(sharedChunk), JSON.stringify(manifest.pages));
    },
  ));

test('fails the build when a strings part named for a page has no chunks', () =>
  inFixture(
    { 'page.js': `export default 'page';`, 'entry.js': `import(/* webpackChunkName: "page-myCarnets" */ './page.js');` },
    async (dir) => {
      const errors = await build(dir, new PageAssetsPlugin({ myCarnets: ['myCarnets'] }));
      assert.match(errors, /no chunks named my-carnets-strings-<language>/);
    },
  ));

test('names the chunks of definePage, definePreload and definePageParts, and lists a page with its parts', () =>
  inFixture(
    {
      'pay.js': `export default 'pay';`,
      'pay-preload.js': `export default 'preload';`,
      'pay-pl.js': `export default 'Zapłać';`,
      'pay-en.js': `export default 'Pay';`,
      'entry.js': [
        `const definePage = (page) => page; const definePreload = (page) => page; const definePageParts = (parts) => parts;`,
        `definePageParts({ payByLink: { pl: () => import('./pay-pl.js'), en: () => import('./pay-en.js') } });`,
        `definePage({ routeKey: ['paymentCreate', 'paymentCreateShort'], parts: ['payByLink'], load: () => import('./pay.js') });`,
        `definePreload({ routeKey: ['paymentCreate', 'paymentCreateShort'], load: () => import('./pay-preload.js') });`,
      ].join('\n'),
    },
    async (dir) => {
      assert.equal(await build(dir, new PageAssetsPlugin({}, ['paymentCreate', 'paymentCreateShort'])), '');
      const manifest = JSON.parse(readFileSync(join(dir, 'dist', MANIFEST_FILE), 'utf8')) as { pages: Record<string, string[]> };
      for (const key of ['paymentCreate', 'paymentCreateShort']) {
        assert.deepEqual(manifest.pages[key], [
          'page-paymentCreate~paymentCreateShort.js',
          'pay-by-link-strings-pl.js',
          'pay-by-link-strings-en.js',
        ]);
      }
      // The preload's module went to the page's chunk, which the host is already downloading.
      assert.match(readFileSync(join(dir, 'dist', 'page-paymentCreate~paymentCreateShort.js'), 'utf8'), /preload/);
    },
  ));

test('fails the build when a page chunk is named after another route, or after none of the remote', () =>
  inFixture(
    {
      'page.js': `export default 'page';`,
      'entry.js': [
        `const definePage = (page) => page;`,
        `definePage({ routeKey: 'myCarnets', load: () => import(/* webpackChunkName: "page-carnets" */ './page.js') });`,
        `import(/* webpackChunkName: "page-myCarnet" */ './page.js');`,
      ].join('\n'),
    },
    async (dir) => {
      const errors = await build(dir, new PageAssetsPlugin({}, ['myCarnets', 'carnets']));
      assert.match(errors, /chunk "page-carnets" should be "page-myCarnets"/);
      assert.match(errors, /chunk "page-myCarnet" names no route of this remote: myCarnet/);
    },
  ));

test('fails the build when a definePage cannot be read', () =>
  inFixture(
    {
      'page.js': `export default 'page';`,
      'entry.js': `const definePage = (page) => page; const key = 'myCarnets';\ndefinePage({ routeKey: key, load: () => import('./page.js') });`,
    },
    async (dir) => {
      assert.match(await build(dir, new PageAssetsPlugin()), /definePage needs a literal routeKey/);
    },
  ));
