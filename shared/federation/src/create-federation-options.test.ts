import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { createFederationOptions } from './create-federation-options';

const appDir = join(__dirname, '..', '..', '..', 'remote-booking');
const packageJson = {
  name: '@venue/remote-booking',
  version: '1.0.0',
  dependencies: { react: '^19.3.1', swr: '^2.5.1', '@sentry/react': '^11.12.0' },
};

const sharedEntry = (options: ReturnType<typeof createFederationOptions>, key: string) =>
  (options.shared as Record<string, { eager?: boolean; singleton?: boolean }>)[key];

test('a remote drops the runtime parts only a host needs', () => {
  const remote = createFederationOptions({
    name: 'booking',
    appDir,
    packageJson,
    exposes: { './routes': './src/routes/routes-module.ts' },
  });
  assert.deepEqual(remote.experiments?.optimization, { target: 'web', disableSnapshot: true, disableRemote: true });
  assert.equal(remote.filename, 'remoteEntry.js');
  assert.equal(remote.manifest, true);
});

test("a remote never bundles a singleton eagerly: it takes the host's", () => {
  const remote = createFederationOptions({
    name: 'booking',
    appDir,
    packageJson,
    exposes: { './routes': './src/routes/routes-module.ts' },
  });
  assert.equal(sharedEntry(remote, 'react')?.eager, undefined);
  assert.equal(sharedEntry(remote, 'swr')?.singleton, true);
});
