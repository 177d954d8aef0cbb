import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { PreloadChunkGroupPlugin } from './preload-chunk-group-plugin';
import { buildFixture, inFixture } from './testing/webpack-fixture';

const build = (dir: string, groups: readonly string[]) =>
  buildFixture(dir, {
    mode: 'production',
    output: { chunkFilename: '[name].[contenthash:6].js', publicPath: 'auto' },
    plugins: [
      new HtmlWebpackPlugin({ publicPath: '/', templateContent: '<html><head></head><body></body></html>' }),
      new PreloadChunkGroupPlugin(groups),
    ],
  });

test('index.html preloads the scripts of the named chunk group, and only those', () =>
  inFixture(
    {
      'entry.js': 'import(/* webpackChunkName: "shell" */ "./shell.js"); import(/* webpackChunkName: "later" */ "./later.js");',
      'shell.js': 'export const shell = 1;',
      'later.js': 'export const later = 2;',
    },
    async (dir) => {
      const stats = await build(dir, ['shell']);
      assert.equal(stats.hasErrors(), false, stats.toString());
      const html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
      // Production minifies the page: attribute quotes may go.
      assert.match(html, /<link rel="?preload"? as="?script"? href="?\/shell\.[0-9a-f]{6}\.js"?>/);
      assert.doesNotMatch(html, /later\./);
    },
  ));

test('a chunk group name that does not exist fails the build', () =>
  inFixture({ 'entry.js': 'console.log(1);' }, async (dir) => {
    const stats = await build(dir, ['missing']);
    assert.match(stats.toString(), /no chunk group named "missing"/);
    assert.equal(stats.hasErrors(), true);
  }));
