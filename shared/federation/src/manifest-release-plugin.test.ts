import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import webpack, { Compilation, sources, type Compiler, type WebpackPluginInstance } from 'webpack';
import { ManifestReleasePlugin } from './manifest-release-plugin';
import { MANIFEST_FILE, PageAssetsPlugin } from './page-assets-plugin';
import { REMOTE_CONTRACT_VERSION } from './remote-contract-version';

/** Writes a manifest where the federation plugin does, so the plugin under test has one to extend. */
class FakeManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FakeManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FakeManifest', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        const metaData = { name: 'booking', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' };
        compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify({ id: 'booking', metaData, exposes: [] })));
      });
    });
  }
}

/** Builds a one-line entry with the plugins; answers the manifest written, or the build's errors. */
async function build(plugins: WebpackPluginInstance[]): Promise<{ manifest?: Record<string, unknown>; errors: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-release-'));
  try {
    writeFileSync(join(dir, 'entry.js'), `export default 'booking';`);
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './entry.js',
      output: { path: join(dir, 'dist'), filename: 'main.js' },
      plugins,
    });
    const errors = await new Promise<string>((resolve, reject) =>
      compiler.run((error, stats) =>
        error ? reject(error) : resolve(stats?.hasErrors() ? stats.toString({ all: false, errors: true }) : ''),
      ),
    );
    if (errors) return { errors };
    return { manifest: JSON.parse(readFileSync(join(dir, 'dist', MANIFEST_FILE), 'utf8')) as Record<string, unknown>, errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("writes the remote's version and the contract version into the manifest's metaData, keeping the rest", async () => {
  const { manifest, errors } = await build([
    new FakeManifestPlugin(),
    new ManifestReleasePlugin({ version: '1.4.2' }),
    new PageAssetsPlugin(),
  ]);
  assert.equal(errors, '');
  assert.deepEqual(manifest?.metaData, {
    name: 'booking',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    publicPath: 'auto',
    version: '1.4.2',
    contractVersion: REMOTE_CONTRACT_VERSION,
  });
  // The page plugin, at the same stage, still adds its field.
  assert.deepEqual(manifest?.pages, {});
  assert.equal(manifest?.id, 'booking');
});

test('a contract version given explicitly is the one written', async () => {
  const { manifest } = await build([new FakeManifestPlugin(), new ManifestReleasePlugin({ version: '2.0.0', contractVersion: 7 })]);
  assert.equal((manifest?.metaData as { contractVersion?: unknown }).contractVersion, 7);
});

test('fails the build when there is no manifest to carry the release', async () => {
  const { errors } = await build([new ManifestReleasePlugin({ version: '1.0.0' })]);
  assert.match(errors, /ManifestReleasePlugin: no mf-manifest\.json/);
});
