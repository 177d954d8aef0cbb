// Node only (webpack): for this package's plugin tests, not exported from testing/index.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { Compilation, sources, type Compiler, type Configuration, type Stats } from 'webpack';
import { MANIFEST_FILE } from '../page-assets-plugin';

/** Runs `run` in a new temporary folder holding `files` (name → source), removed afterwards. */
export async function inFixture<T>(files: Readonly<Record<string, string>>, run: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'federation-fixture-'));
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    return await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds `dir/entry.js` into `dir/dist/main.js` (development, no source maps, unless `config`
 * says otherwise) and answers webpack's stats; a build that fails answers them too.
 */
export function buildFixture(dir: string, config: Configuration = {}): Promise<Stats> {
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.js',
    ...config,
    output: { path: join(dir, 'dist'), filename: 'main.js', ...config.output },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('webpack gave no stats')) : resolve(stats))),
  );
}

/** A build's errors as text; '' when it has none. */
export function errorsOf(stats: Stats): string {
  return stats.hasErrors() ? stats.toString({ all: false, errors: true }) : '';
}

/** Writes `document` as the manifest where the federation plugin does, so a plugin under test has one to extend. */
export class FakeManifestPlugin {
  constructor(private readonly document: Readonly<Record<string, unknown>>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FakeManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FakeManifest', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify(this.document)));
      });
    });
  }
}
