import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { PreloadChunkGroupPlugin } from './preload-chunk-group-plugin';

function build(dir: string, groups: readonly string[]): Promise<webpack.Stats | undefined> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'dist'), filename: 'main.js', chunkFilename: '[name].[contenthash:6].js', publicPath: 'auto' },
    plugins: [
      new HtmlWebpackPlugin({ publicPath: '/', templateContent: '<html><head></head><body></body></html>' }),
      new PreloadChunkGroupPlugin(groups),
    ],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error ? reject(error) : resolve(stats))));
}

test('index.html preloads the scripts of the named chunk group, and only those', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'preload-'));
  try {
    writeFileSync(
      join(dir, 'entry.js'),
      'import(/* webpackChunkName: "shell" */ "./shell.js"); import(/* webpackChunkName: "later" */ "./later.js");',
    );
    writeFileSync(join(dir, 'shell.js'), 'export const shell = 1;');
    writeFileSync(join(dir, 'later.js'), 'export const later = 2;');
    const stats = await build(dir, ['shell']);
    assert.equal(stats?.hasErrors(), false, stats?.toString());
    const html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
    // Production minifies the page: attribute quotes may go.
    assert.match(html, /<link rel="?preload"? as="?script"? href="?\/shell\.[0-9a-f]{6}\.js"?>/);
    assert.doesNotMatch(html, /later\./);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a chunk group name that does not exist fails the build', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'preload-'));
  try {
    writeFileSync(join(dir, 'entry.js'), 'console.log(1);');
    const stats = await build(dir, ['missing']);
    assert.match(String(stats?.toString()), /no chunk group named "missing"/);
    assert.equal(stats?.hasErrors(), true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
