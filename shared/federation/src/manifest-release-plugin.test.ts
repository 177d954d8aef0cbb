import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { WebpackPluginInstance } from 'webpack';
import { ManifestReleasePlugin } from './manifest-release-plugin';
import { MANIFEST_FILE, PageAssetsPlugin } from './page-assets-plugin';
import { REMOTE_CONTRACT_VERSION } from './remote-contract-version';
import { FakeManifestPlugin, buildFixture, errorsOf, inFixture } from './testing/webpack-fixture';

const metaData = { name: 'booking', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' };

/** A manifest as the federation plugin writes it, for the plugin under test to extend. */
const federationManifest = () => new FakeManifestPlugin({ id: 'booking', metaData, exposes: [] });

/** Builds a one-line entry with the plugins; answers the manifest written, or the build's errors. */
function build(plugins: WebpackPluginInstance[]): Promise<{ manifest?: Record<string, unknown>; errors: string }> {
  return inFixture({ 'entry.js': `export default 'booking';` }, async (dir) => {
    const errors = errorsOf(await buildFixture(dir, { plugins }));
    if (errors) return { errors };
    return { manifest: JSON.parse(readFileSync(join(dir, 'dist', MANIFEST_FILE), 'utf8')) as Record<string, unknown>, errors };
  });
}

test("writes the remote's version and the contract version into the manifest's metaData, keeping the rest", async () => {
  const { manifest, errors } = await build([federationManifest(), new ManifestReleasePlugin({ version: '1.4.2' }), new PageAssetsPlugin()]);
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
  const { manifest } = await build([federationManifest(), new ManifestReleasePlugin({ version: '2.0.0', contractVersion: 7 })]);
  assert.equal((manifest?.metaData as { contractVersion?: unknown }).contractVersion, 7);
});

test('fails the build when there is no manifest to carry the release', async () => {
  const { errors } = await build([new ManifestReleasePlugin({ version: '1.0.0' })]);
  assert.match(errors, /ManifestReleasePlugin: no mf-manifest\.json/);
});

test("writes the remote's first requests into metaData when given, and nothing when not", async () => {
  const firstRequests = { reservationVenue: [{ url: 'marketplace/venue/{venueId}' }] };
  const { manifest } = await build([federationManifest(), new ManifestReleasePlugin({ version: '1.0.0', firstRequests })]);
  assert.deepEqual((manifest?.metaData as { firstRequests?: unknown }).firstRequests, firstRequests);
  const without = await build([federationManifest(), new ManifestReleasePlugin({ version: '1.0.0' })]);
  assert.equal('firstRequests' in (without.manifest?.metaData as object), false);
});
