import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints-plugin';

test('starts the large scripts with the compile hint, after minification, and leaves small ones alone', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  try {
    writeFileSync(join(dir, 'entry.js'), `console.log(${JSON.stringify('x'.repeat(3000))}); import('./small');`);
    writeFileSync(join(dir, 'small.js'), `console.log('small');`);
    const compiler = webpack({
      mode: 'production',
      devtool: false,
      context: dir,
      entry: './entry.js',
      output: { path: join(dir, 'dist'), filename: 'main.js', chunkFilename: 'small.js' },
      plugins: [new CompileHintsPlugin(2000)],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
    );
    const main = readFileSync(join(dir, 'dist', 'main.js'), 'utf8');
    assert.ok(main.startsWith(COMPILE_HINT), main.slice(0, 80));
    assert.equal(main.split(COMPILE_HINT).length, 2, 'the hint once');
    assert.ok(!readFileSync(join(dir, 'dist', 'small.js'), 'utf8').includes('allFunctionsCalledOnLoad'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
