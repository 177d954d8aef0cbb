import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PrecompressPlugin } from './precompress-plugin';
import { buildFixture, errorsOf, inFixture } from './testing/webpack-fixture';

test('writes .gz and .br beside each script whose content decompresses to the original', () =>
  inFixture({ 'entry.js': `console.log(${JSON.stringify('x'.repeat(2000))});` }, async (dir) => {
    assert.equal(errorsOf(await buildFixture(dir, { plugins: [new PrecompressPlugin()] })), '');
    const original = readFileSync(join(dir, 'dist', 'main.js'));
    assert.deepEqual(gunzipSync(readFileSync(join(dir, 'dist', 'main.js.gz'))), original);
    assert.deepEqual(brotliDecompressSync(readFileSync(join(dir, 'dist', 'main.js.br'))), original);
  }));
