import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createHostOptions, isRuntimeHost } from './create-host-options';
import { createFederationOptions } from './create-federation-options';
import { createSharedConfig, type AppPackageJson } from './create-shared-config';

const hostDir = join(__dirname, '..', '..', '..', 'host');
const hostPackage = JSON.parse(readFileSync(join(hostDir, 'package.json'), 'utf8')) as AppPackageJson;
const host = createHostOptions({ name: 'host', appDir: hostDir, packageJson: hostPackage });

test("the host provides every singleton a remote may share, under the remote's version ranges", () => {
  const remoteShared = createSharedConfig(hostDir, hostPackage);
  const expected = Object.keys(remoteShared).flatMap((key) => (key === 'react-dom/' ? ['react-dom/client'] : [key]));
  assert.deepEqual(Object.keys(host.shared).sort(), expected.sort());
  assert.equal(host.shared.react?.requiredVersion, hostPackage.dependencies?.react);
  assert.equal(host.shared['react-dom/client']?.requiredVersion, hostPackage.dependencies?.['react-dom']);
});

test('the host states the versions it bundles: the installed packages, workspace ones included', () => {
  const installedReact = JSON.parse(readFileSync(require.resolve('react/package.json', { paths: [hostDir] }), 'utf8')) as {
    version: string;
  };
  assert.equal(host.shared.react?.version, installedReact.version);
  assert.match(String(host.shared['@venue/i18n']?.version), /^\d+\.\d+\.\d+$/);
  assert.equal(host.shared['@venue/i18n']?.requiredVersion, `^${host.shared['@venue/i18n']?.version}`);
});

test('host options and remote options tell themselves apart', () => {
  assert.equal(isRuntimeHost(host), true);
  const remote = createFederationOptions({
    name: 'booking',
    appDir: hostDir,
    packageJson: hostPackage,
    exposes: { './routes': './src/routes/index.ts' },
  });
  assert.equal(isRuntimeHost(remote), false);
});
