import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { ChunkGroupUrlsPlugin } from './chunk-group-urls-plugin';
import { buildFixture, inFixture } from './testing/webpack-fixture';

test("the entry learns a named group's chunks and their file names, with no import() of its own", () =>
  inFixture(
    {
      // The entry reports what it finds; the shell imports the group, as the host's bootstrap does.
      'entry.js': [
        'const ids = __webpack_require__.chunkGroups["remote-route"];',
        'globalThis.report = ids.map((id) => __webpack_require__.p + __webpack_require__.u(id));',
        'globalThis.start = () => import(/* webpackChunkName: "shell" */ "./shell.js");',
      ].join('\n'),
      'shell.js': 'export const load = () => import(/* webpackChunkName: "remote-route" */ "./remote.js");',
      'remote.js': 'export const remote = 1;',
    },
    async (dir) => {
      const stats = await buildFixture(dir, {
        mode: 'production',
        output: { chunkFilename: '[name].[contenthash:8].js', publicPath: '/' },
        plugins: [new ChunkGroupUrlsPlugin(['remote-route'])],
      });
      assert.equal(stats.hasErrors(), false, stats.toString());
      const context: { report?: string[] } = {};
      vm.runInNewContext(readFileSync(join(dir, 'dist', 'main.js'), 'utf8'), { globalThis: context, self: context });
      assert.equal(context.report?.length, 1);
      assert.match(context.report?.[0] ?? '', /^\/remote-route\.[0-9a-f]{8}\.js$/);
    },
  ));
