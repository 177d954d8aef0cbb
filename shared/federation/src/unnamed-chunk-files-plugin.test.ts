import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, inFixture } from './testing/webpack-fixture';
import { UnnamedChunkFilesPlugin } from './unnamed-chunk-files-plugin';

test('async chunks lose their names in file names and in the entry, except strings and exposes; groups keep theirs', () =>
  inFixture(
    {
      'entry.js': [
        'import(/* webpackChunkName: "page-venueCourts" */ "./page.js");',
        'import(/* webpackChunkName: "booking-strings-pl" */ "./strings.js");',
        'import(/* webpackChunkName: "__federation_expose_routes" */ "./routes.js");',
      ].join('\n'),
      'page.js': 'export const page = 1;',
      'strings.js': 'export default { hello: "cześć" };',
      'routes.js': 'export const routes = 3;',
    },
    async (dir) => {
      const stats = await buildFixture(dir, {
        mode: 'production',
        output: { chunkFilename: '[name].[contenthash:8].js' },
        plugins: [new UnnamedChunkFilesPlugin()],
      });
      assert.equal(stats.hasErrors(), false, stats.toString());
      const files = readdirSync(join(dir, 'dist'));
      assert.ok(
        files.some((file) => /^booking-strings-pl\.[0-9a-f]{8}\.js$/.test(file)),
        files.join(' '),
      );
      assert.ok(
        files.some((file) => /^__federation_expose_routes\.[0-9a-f]{8}\.js$/.test(file)),
        files.join(' '),
      );
      assert.ok(
        files.some((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file)),
        files.join(' '),
      );
      assert.ok(!files.some((file) => file.startsWith('page-')), files.join(' '));
      assert.doesNotMatch(readFileSync(join(dir, 'dist', 'main.js'), 'utf8'), /page-venueCourts/);
      // The build still finds the page's files by its group's name (PageAssetsPlugin, preloads).
      const groups = stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {};
      assert.match(String(groups['page-venueCourts']?.assets?.[0]?.name), /^\d+\.[0-9a-f]{8}\.js$/);
    },
  ));
