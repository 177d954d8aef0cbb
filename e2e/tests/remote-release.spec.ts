// Releasing one remote and rolling it back with the documented command (scripts/release-remote.mjs):
// each release is a folder of its own version, and the runtime config names the active one. The
// host is neither rebuilt nor restarted: it reads config.json, then the named manifest, on every load.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test.ts';
import { buildRuntimeConfig } from '../../scripts/lib/runtime-config.mjs';
import { ports, releaseHostPort, releasesPort } from '../support/env.ts';
import { distOf, startSecondHost, type SecondHost } from '../support/second-host.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const releaseHost = `http://localhost:${releaseHostPort}`;
const releasesUrl = `http://localhost:${releasesPort}`;
const bookingDist = distOf('booking');

let host: SecondHost | undefined;
let configFile = '';
let releasesDir = '';
let v1 = '';
let v2 = '';
let distV2 = '';

/** `npm run release:remote -- remote-booking …`, against this test's config and releases folder. */
function releaseRemote(...args: string[]): string {
  const script = join(repoRoot, 'scripts', 'release-remote.mjs');
  const where = ['--config', configFile, '--releases-dir', releasesDir, '--releases-url', releasesUrl];
  return execFileSync(process.execPath, [script, 'remote-booking', ...args, ...where], { encoding: 'utf8' });
}

test.beforeAll(async () => {
  host = await startSecondHost({ label: 'release', port: releaseHostPort, config: buildRuntimeConfig({ ports }) });
  configFile = host.configFile;
  releasesDir = join(host.workDir, 'releases');

  // v1 is the suite's build of remote-booking. v2 is the same files under the next version: a
  // release differs from the last by its manifest's version here, as what proves the mechanism is
  // which folder the host reads, not what the code in it does. One build, no rebuild.
  const manifest = JSON.parse(readFileSync(join(bookingDist, 'mf-manifest.json'), 'utf8')) as { metaData: { version: string } };
  v1 = manifest.metaData.version;
  v2 = `${v1}-e2e.2`;
  distV2 = join(host.workDir, 'dist-v2');
  cpSync(bookingDist, distV2, { recursive: true });
  writeFileSync(join(distV2, 'mf-manifest.json'), JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, version: v2 } }));
  // The static server prefers the precompressed copies, which still say v1.
  for (const copy of ['mf-manifest.json.br', 'mf-manifest.json.gz']) rmSync(join(distV2, copy), { force: true });
  releaseRemote('--dist', bookingDist);

  await host.serve({
    name: 'remote-releases',
    dir: releasesDir,
    port: releasesPort,
    cors: true,
    spa: false,
    healthPath: `/remote-booking/${v1}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  await host?.stop();
  host = undefined;
});

test('a remote released to a new version folder is what the host loads next, and one command rolls it back', async ({ page }) => {
  const bookingPaths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(releasesPort) || url.port === String(ports.booking)) bookingPaths.push(`${url.port}${url.pathname}`);
  });
  const area = page.locator('[data-remote="booking"]');
  const heading = page.getByRole('heading', { name: 'Obiekty', level: 1 });
  const expectRelease = async (version: string) => {
    await expect(heading).toBeVisible();
    await expect(area).toHaveAttribute('data-remote-version', version);
    expect(bookingPaths).toContain(`${releasesPort}/remote-booking/${version}/mf-manifest.json`);
    expect(bookingPaths).toContain(`${releasesPort}/remote-booking/${version}/remoteEntry.js`);
    // Only the active release is read: not the other folder, not the remote's own server.
    expect(bookingPaths.filter((path) => !path.startsWith(`${releasesPort}/remote-booking/${version}/`))).toEqual([]);
    bookingPaths.length = 0;
  };

  await page.goto(`${releaseHost}/venues`);
  await expectRelease(v1);

  expect(releaseRemote('--dist', distV2)).toContain(`remote-booking ${v2}: released`);
  await page.reload();
  await expectRelease(v2);

  expect(releaseRemote('--rollback')).toContain(`rolled back from ${v2} to ${v1}`);
  await page.reload();
  await expectRelease(v1);
});
