import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { buildInputsHash, isBuildUpToDate, stampPath } from './build-inputs.mjs';

const APPS = ['backend', 'host', 'remote-booking'];

describe('the build up-to-date check', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  // What buildApps does around a successful build: hash first, build (dist/ appears), keep the hash.
  const build = (app) => {
    const inputs = buildInputsHash(root, app);
    write(`${app}/dist/main.js`, 'built');
    write(`${app}/tsconfig.tsbuildinfo`, 'incremental state');
    mkdirSync(dirname(stampPath(root, app)), { recursive: true });
    writeFileSync(stampPath(root, app), inputs);
  };

  beforeEach(() => {
    // A fresh clone: sources, shared packages and the lockfile, nothing built.
    root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
    for (const app of APPS) write(`${app}/src/index.ts`, `export const app = '${app}';`);
    write('shared/api/src/index.ts', 'export const api = 1;');
    write('pnpm-lock.yaml', 'lockfileVersion: 9');
    write('backend/node_modules/dep/index.js', 'dependency');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('on a fresh clone, builds every app once and skips every build on the second start', () => {
    assert.deepEqual(
      APPS.filter((app) => !isBuildUpToDate(root, app)),
      APPS,
    );
    for (const app of APPS) build(app);
    // Creating dist/ moved each app folder's own time past the build's start; that must not matter.
    const later = new Date(Date.now() + 60_000);
    for (const app of APPS) utimesSync(join(root, app), later, later);
    assert.deepEqual(
      APPS.filter((app) => !isBuildUpToDate(root, app)),
      [],
    );
  });

  it('rebuilds an app whose source changed, and only that one', () => {
    for (const app of APPS) build(app);
    write('host/src/index.ts', "export const app = 'host, edited';");
    assert.deepEqual(
      APPS.filter((app) => !isBuildUpToDate(root, app)),
      ['host'],
    );
  });

  it('rebuilds every app when a shared package or the lockfile changes', () => {
    for (const app of APPS) build(app);
    write('shared/api/src/index.ts', 'export const api = 2;');
    assert.equal(APPS.filter((app) => isBuildUpToDate(root, app)).length, 0);
    for (const app of APPS) build(app);
    write('pnpm-lock.yaml', 'lockfileVersion: 10');
    assert.equal(APPS.filter((app) => isBuildUpToDate(root, app)).length, 0);
  });

  it('sees a deleted or added source file, and ignores outputs, dependencies and a touched file', () => {
    build('backend');
    write('backend/node_modules/dep/index.js', 'another version of an installed file');
    write('backend/.data/pglite/PG_VERSION', '17');
    const later = new Date(Date.now() + 120_000);
    utimesSync(join(root, 'backend/src/index.ts'), later, later);
    assert.equal(isBuildUpToDate(root, 'backend'), true);
    write('backend/src/extra.ts', 'export {};');
    assert.equal(isBuildUpToDate(root, 'backend'), false);
    unlinkSync(join(root, 'backend/src/extra.ts'));
    assert.equal(isBuildUpToDate(root, 'backend'), true);
    unlinkSync(join(root, 'backend/src/index.ts'));
    assert.equal(isBuildUpToDate(root, 'backend'), false);
  });

  it('is stale without dist/ even when the hash matches', () => {
    build('host');
    rmSync(join(root, 'host/dist'), { recursive: true });
    assert.equal(isBuildUpToDate(root, 'host'), false);
  });
});
