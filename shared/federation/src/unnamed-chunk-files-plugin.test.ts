import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import webpack from 'webpack';
import { UnnamedChunkFilesPlugin } from './unnamed-chunk-files-plugin';

function build(dir: string): Promise<webpack.Stats | undefined> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'dist'), filename: 'main.js', chunkFilename: '[name].[contenthash:8].js', publicPath: 'auto' },
    plugins: [new UnnamedChunkFilesPlugin()],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error ? reject(error) : resolve(stats))));
}

test('async chunks lose their names in file names and in the entry, except strings and exposes; groups keep theirs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'unnamed-'));
  try {
    writeFileSync(
      join(dir, 'entry.js'),
      [
        'import(/* webpackChunkName: "page-venueCourts" */ "./page.js");',
        'import(/* webpackChunkName: "booking-strings-pl" */ "./strings.js");',
        'import(/* webpackChunkName: "__federation_expose_routes" */ "./routes.js");',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'page.js'), 'export const page = 1;');
    writeFileSync(join(dir, 'strings.js'), 'export default { hello: "cześć" };');
    writeFileSync(join(dir, 'routes.js'), 'export const routes = 3;');
    const stats = await build(dir);
    assert.equal(stats?.hasErrors(), false, stats?.toString());
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
    const groups = stats?.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {};
    assert.match(String(groups['page-venueCourts']?.assets?.[0]?.name), /^\d+\.[0-9a-f]{8}\.js$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
