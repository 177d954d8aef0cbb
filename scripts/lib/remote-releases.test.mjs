import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { RuntimeConfigSchema } from '../../shared/api/src/runtime-config.ts';
import { TEST_PORTS } from './apps.mjs';
import { activeVersion, publishRelease, releasedVersions, remoteApp, rollbackRelease, activateRelease } from './remote-releases.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';

const work = mkdtempSync(join(tmpdir(), 'remote-releases-'));
after(() => rmSync(work, { recursive: true, force: true }));
const booking = remoteApp('remote-booking');
const releasesUrl = 'https://releases.example';

/** A stand-in for a remote's dist: its manifest with the version, and one script. */
function fakeDist(version) {
  const dir = join(work, `dist-${version}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'booking', version, contractVersion: 1 } }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* booking ${version} */`);
  return dir;
}

function freshConfig(name) {
  const file = join(work, `${name}.json`);
  writeFileSync(file, JSON.stringify(buildRuntimeConfig({ ports: TEST_PORTS })));
  return file;
}

const remotesOf = (configFile) => JSON.parse(readFileSync(configFile, 'utf8')).remotes;

it('releases a build into its version folder, points the config at it, and rolls back to the release before', async () => {
  const releasesDir = join(work, 'releases');
  const configFile = freshConfig('config');
  const where = { app: booking, configFile, releasesDir, releasesUrl };
  const others = { ...remotesOf(configFile), booking: undefined };

  for (const version of ['1.0.0', '1.1.0']) {
    assert.equal(publishRelease({ app: booking, distDir: fakeDist(version), releasesDir }), version);
    activateRelease({ ...where, version });
  }
  assert.equal(readFileSync(join(releasesDir, 'remote-booking', '1.1.0', 'remoteEntry.js'), 'utf8'), '/* booking 1.1.0 */');
  assert.deepEqual(releasedVersions(releasesDir, booking), ['1.0.0', '1.1.0']);
  assert.equal(remotesOf(configFile).booking, 'https://releases.example/remote-booking/1.1.0/mf-manifest.json');
  assert.equal(activeVersion({ app: booking, configFile }), '1.1.0');

  assert.deepEqual(rollbackRelease(where), { from: '1.1.0', to: '1.0.0' });
  assert.equal(remotesOf(configFile).booking, 'https://releases.example/remote-booking/1.0.0/mf-manifest.json');
  // Only the remote released moved; the config is still one the host accepts.
  assert.deepEqual({ ...remotesOf(configFile), booking: undefined }, others);
  const result = await RuntimeConfigSchema['~standard'].validate(JSON.parse(readFileSync(configFile, 'utf8')));
  assert.equal(result.issues, undefined, JSON.stringify(result.issues));

  assert.throws(() => rollbackRelease(where), /1\.0\.0 is its first release/);
  assert.throws(() => publishRelease({ app: booking, distDir: fakeDist('1.1.0'), releasesDir }), /1\.1\.0 is released already/);
  assert.throws(() => activateRelease({ ...where, version: '2.0.0' }), /2\.0\.0 was never released/);
});

it('refuses a build whose manifest names no version, and a name that is not a remote', () => {
  const dir = join(work, 'dist-unversioned');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'booking' } }));
  assert.throws(() => publishRelease({ app: booking, distDir: dir, releasesDir: join(work, 'releases-2') }), /names no version/);
  assert.throws(() => remoteApp('host'), /"host" is not a remote/);
});

it('the documented command releases and rolls back in one line each', () => {
  const releasesDir = join(work, 'releases-cli');
  const configFile = freshConfig('config-cli');
  const cli = (...args) =>
    execFileSync(
      process.execPath,
      [
        join(import.meta.dirname, '..', 'release-remote.mjs'),
        ...args,
        '--config',
        configFile,
        '--releases-dir',
        releasesDir,
        '--releases-url',
        releasesUrl,
      ],
      {
        encoding: 'utf8',
      },
    );
  assert.match(cli('remote-booking', '--dist', fakeDist('3.0.0')), /remote-booking 3\.0\.0: released/);
  assert.match(cli('booking', '--dist', fakeDist('3.0.1')), /remote-booking 3\.0\.1: released/);
  assert.equal(activeVersion({ app: booking, configFile }), '3.0.1');
  assert.match(cli('remote-booking', '--rollback'), /rolled back from 3\.0\.1 to 3\.0\.0/);
  assert.equal(activeVersion({ app: booking, configFile }), '3.0.0');
  assert.match(cli('remote-booking', '--activate', '3.0.1'), /points at 3\.0\.1/);
  assert.equal(activeVersion({ app: booking, configFile }), '3.0.1');
});
