// One remote's releases: a build copied into a folder of its own version, and the runtime config
// pointed at it. The host reads config.json on every load, so pointing it elsewhere releases (or
// rolls back) that remote without rebuilding or restarting anything else.
//
// deploy/releases/<remote dir>/<version>/   the remote's dist, as built
// deploy/releases/<remote dir>/releases.json  { "versions": [...] }, oldest first, the order released
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOTE_APPS } from './apps.mjs';
import { repoRoot } from './pnpm.mjs';

export const RELEASES_DIR = join(repoRoot, 'deploy', 'releases');
export const PRODUCTION_CONFIG = join(repoRoot, 'deploy', 'config', 'config.json');
/** Where `npm run serve:releases` serves RELEASES_DIR; production names its own (RELEASES_URL). */
export const DEFAULT_RELEASES_URL = 'http://localhost:3010';

const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/** The remote app (apps.mjs) by its folder (`remote-booking`) or its name (`booking`). */
export function remoteApp(nameOrDir) {
  const app = REMOTE_APPS.find((candidate) => candidate.dir === nameOrDir || candidate.id === nameOrDir);
  if (!app) throw new Error(`"${nameOrDir}" is not a remote; one of: ${REMOTE_APPS.map((a) => a.dir).join(', ')}`);
  return app;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Written beside and renamed over, so a server reading the file never sees half of it. */
function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  const next = `${file}.next`;
  writeFileSync(next, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(next, file);
}

/** The version a build names in its manifest (ManifestReleasePlugin of @venue/federation). */
export function builtVersion(distDir) {
  const manifest = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: build the remote first`);
  const version = readJson(manifest).metaData?.version;
  if (typeof version !== 'string' || !VERSION.test(version)) throw new Error(`${manifest} names no version (metaData.version)`);
  return version;
}

function historyFile(releasesDir, app) {
  return join(releasesDir, app.dir, 'releases.json');
}

/** The versions of a remote released so far, oldest first. */
export function releasedVersions(releasesDir, app) {
  const file = historyFile(releasesDir, app);
  return existsSync(file) ? readJson(file).versions : [];
}

/** The manifest URL of one release, as the runtime config names it. */
export function releaseUrl(releasesUrl, app, version) {
  return `${releasesUrl.replace(/\/+$/, '')}/${app.dir}/${version}/mf-manifest.json`;
}

/**
 * Copies a build into `<releasesDir>/<remote dir>/<version>/`, its version read from its manifest.
 * A version is released once: its files may already be cached anywhere, so a changed build needs a
 * new version (`npm run version-packages` after a changeset).
 * @returns {string} the version
 */
export function publishRelease({ app, distDir, releasesDir = RELEASES_DIR }) {
  const version = builtVersion(distDir);
  const folder = join(releasesDir, app.dir, version);
  if (existsSync(folder)) throw new Error(`${app.dir} ${version} is released already (${folder}): bump its version first`);
  cpSync(distDir, folder, { recursive: true });
  writeJson(historyFile(releasesDir, app), { versions: [...releasedVersions(releasesDir, app), version] });
  return version;
}

/** Points the runtime config's entry of the remote at one of its releases. */
export function activateRelease({
  app,
  version,
  configFile = PRODUCTION_CONFIG,
  releasesDir = RELEASES_DIR,
  releasesUrl = DEFAULT_RELEASES_URL,
}) {
  if (!existsSync(join(releasesDir, app.dir, version, 'mf-manifest.json'))) throw new Error(`${app.dir} ${version} was never released`);
  const config = readJson(configFile);
  config.remotes = { ...config.remotes, [app.id]: releaseUrl(releasesUrl, app, version) };
  writeJson(configFile, config);
}

/** The release the runtime config points the remote at, if it is one of RELEASES_DIR's. */
export function activeVersion({ app, configFile = PRODUCTION_CONFIG }) {
  const url = readJson(configFile).remotes?.[app.id] ?? '';
  return new RegExp(`/${app.dir}/([^/]+)/mf-manifest\\.json$`).exec(url)?.[1];
}

/**
 * Points the remote back at the release before the active one.
 * @returns {{ from: string, to: string }}
 */
export function rollbackRelease({ app, configFile = PRODUCTION_CONFIG, releasesDir = RELEASES_DIR, releasesUrl = DEFAULT_RELEASES_URL }) {
  const from = activeVersion({ app, configFile });
  const versions = releasedVersions(releasesDir, app);
  const index = from === undefined ? -1 : versions.indexOf(from);
  if (index < 0) throw new Error(`${configFile} does not point ${app.dir} at one of its releases (${versions.join(', ') || 'none'})`);
  if (index === 0) throw new Error(`${app.dir} ${from} is its first release: there is none to roll back to`);
  const to = versions[index - 1];
  activateRelease({ app, version: to, configFile, releasesDir, releasesUrl });
  return { from, to };
}
