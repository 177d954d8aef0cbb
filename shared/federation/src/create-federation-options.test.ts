import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { createFederationOptions } from './create-federation-options';

const appDir = join(__dirname, '..', '..', '..', 'remote-booking');
const packageJson = { name: '@venue/remote-booking', version: '1.0.0', dependencies: { react: '^19.3.1' } };

test('a remote drops the runtime parts only a host needs', () => {
  const remote = createFederationOptions({ name: 'booking', appDir, packageJson, exposes: { './routes': './src/routes/routes-module.ts' } });
  assert.deepEqual(remote.experiments?.optimization, { target: 'web', disableSnapshot: true, disableRemote: true });
  assert.equal(remote.filename, 'remoteEntry.js');
  assert.equal(remote.manifest, true);
});

test('the host keeps remote loading and manifest snapshots', () => {
  const host = createFederationOptions({ name: 'host', appDir, packageJson });
  assert.deepEqual(host.experiments?.optimization, { target: 'web' });
  assert.equal(host.exposes, undefined);
});
