import assert from 'node:assert/strict';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createFederationOptions } from './create-federation-options';
import {
  I18N_SURFACE_PATH,
  ROUTER_SURFACE_PATH,
  SINGLETONS,
  VALIBOT_SURFACE_PATH,
  sharedFilePath,
  createSharedConfig,
  type AppPackageJson,
} from './create-shared-config';

const hostDir = join(__dirname, '..', '..', '..', 'host');
const hostPackage = JSON.parse(readFileSync(join(hostDir, 'package.json'), 'utf8')) as AppPackageJson;

test('every listed singleton the host depends on is shared as a singleton', () => {
  const shared = createSharedConfig(hostDir, hostPackage);
  for (const key of SINGLETONS) {
    assert.ok(shared[key], `${key} is shared`);
    assert.equal(shared[key]?.singleton, true, `${key} is a singleton`);
  }
});

test('requiredVersion comes from the app package.json; workspace packages use their own version', () => {
  const shared = createSharedConfig(hostDir, hostPackage);
  assert.equal(shared.react?.requiredVersion, hostPackage.dependencies?.react);
  assert.equal(shared['react-dom/']?.requiredVersion, hostPackage.dependencies?.['react-dom']);
  assert.equal(shared['react-router-dom']?.requiredVersion, hostPackage.dependencies?.['react-router-dom']);
  assert.match(String(shared['@venue/auth-store']?.requiredVersion), /^\^\d+\.\d+\.\d+$/);
});

test('react-router-dom is provided from the router surface, under the installed router version', () => {
  const router = createSharedConfig(hostDir, hostPackage)['react-router-dom'];
  assert.equal(router?.import, ROUTER_SURFACE_PATH);
  assert.match(String(router?.version), /^7\.\d+\.\d+$/);
  assert.equal(router?.singleton, true);
});

test('react-i18next is provided from its surface, under the installed react-i18next version', () => {
  const i18n = createSharedConfig(hostDir, hostPackage)['react-i18next'];
  assert.equal(i18n?.import, I18N_SURFACE_PATH);
  assert.match(String(i18n?.version), /^\d+\.\d+\.\d+$/);
  assert.equal(i18n?.requiredVersion, hostPackage.dependencies?.['react-i18next']);
  assert.equal(i18n?.singleton, true);
});

test('never shares every dependency and never disables the local fallback', () => {
  const shared = createSharedConfig(hostDir, hostPackage);
  assert.equal(shared['libphonenumber-js'], undefined);
  assert.equal(shared['@venue/ui'], undefined);
  for (const config of Object.values(shared)) assert.notEqual(config.import, false);
});

test('a singleton the app does not depend on is left out', () => {
  const shared = createSharedConfig(hostDir, { name: 'tiny', version: '1.0.0', dependencies: { react: '^19.0.0' } });
  assert.deepEqual(Object.keys(shared).sort(), ['react']);
});

test('federation options fix the share strategy, manifest and disabled DTS for every app', () => {
  const options = createFederationOptions({
    name: 'booking',
    appDir: hostDir,
    packageJson: hostPackage,
    exposes: { './routes': './src/routes/index.ts' },
  });
  assert.equal(options.shareStrategy, 'loaded-first');
  assert.equal(options.manifest, true);
  assert.equal(options.dts, false);
  assert.equal(options.remotes, undefined);
  assert.deepEqual(options.exposes, { './routes': './src/routes/index.ts' });
});

test('valibot is provided from its surface, under the installed valibot version', () => {
  const valibot = createSharedConfig(hostDir, hostPackage).valibot;
  assert.equal(valibot?.import, VALIBOT_SURFACE_PATH);
  assert.match(String(valibot?.version), /^1\.\d+\.\d+$/);
  assert.equal(valibot?.singleton, true);
});

test('the UI kit is shared only through its shell kit, matched by the file it resolves to', () => {
  const kit = createSharedConfig(hostDir, hostPackage)['@venue/ui/shell-kit'];
  const file = realpathSync(join(__dirname, '..', '..', 'ui', 'src', 'shell-kit.ts'));
  assert.equal(sharedFilePath(hostDir, '@venue/ui/shell-kit'), file);
  assert.equal(kit?.import, file);
  assert.equal(kit?.request, file);
  assert.equal(kit?.singleton, true);
  assert.match(String(kit?.version), /^\d+\.\d+\.\d+$/);
  assert.equal(kit?.requiredVersion, `^${kit?.version}`);
});
