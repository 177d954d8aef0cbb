import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { PrecompressPlugin } from './precompress-plugin';

test('writes .gz and .br beside each script whose content decompresses to the original', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  try {
    writeFileSync(join(dir, 'entry.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './entry.js',
      output: { path: join(dir, 'dist'), filename: 'main.js' },
      plugins: [new PrecompressPlugin()],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
    );
    const original = readFileSync(join(dir, 'dist', 'main.js'));
    assert.deepEqual(gunzipSync(readFileSync(join(dir, 'dist', 'main.js.gz'))), original);
    assert.deepEqual(brotliDecompressSync(readFileSync(join(dir, 'dist', 'main.js.br'))), original);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
