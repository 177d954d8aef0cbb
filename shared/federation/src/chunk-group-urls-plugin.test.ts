import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import webpack from 'webpack';
import { ChunkGroupUrlsPlugin } from './chunk-group-urls-plugin';

test("the entry learns a named group's chunks and their file names, with no import() of its own", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'chunk-groups-'));
  try {
    // The entry reports what it finds; the shell imports the group, as the host's bootstrap does.
    writeFileSync(
      join(dir, 'entry.js'),
      [
        'const ids = __webpack_require__.chunkGroups["remote-route"];',
        'globalThis.report = ids.map((id) => __webpack_require__.p + __webpack_require__.u(id));',
        'globalThis.start = () => import(/* webpackChunkName: "shell" */ "./shell.js");',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'shell.js'), 'export const load = () => import(/* webpackChunkName: "remote-route" */ "./remote.js");');
    writeFileSync(join(dir, 'remote.js'), 'export const remote = 1;');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: join(dir, 'dist'), filename: 'main.js', chunkFilename: '[name].[contenthash:8].js', publicPath: '/' },
      plugins: [new ChunkGroupUrlsPlugin(['remote-route'])],
    });
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    assert.equal(stats?.hasErrors(), false, stats?.toString());
    const context: { report?: string[] } = {};
    vm.runInNewContext(readFileSync(join(dir, 'dist', 'main.js'), 'utf8'), { globalThis: context, self: context });
    assert.equal(context.report?.length, 1);
    assert.match(context.report?.[0] ?? '', /^\/remote-route\.[0-9a-f]{8}\.js$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
