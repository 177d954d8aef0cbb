#!/usr/bin/env node
// Releases one remote, or rolls it back, by pointing the runtime config at a versioned folder:
//   npm run release:remote -- remote-booking           build it, copy dist to deploy/releases/remote-booking/<version>/, point config.json there
//   npm run release:remote -- remote-booking --activate 1.2.0   point config.json at a release made before
//   npm run rollback:remote -- remote-booking          point config.json at the release before the active one
// Options: --dist <folder> (release a build made elsewhere, no build), --config <file> (default
// deploy/config/config.json), --releases-dir <folder> (default deploy/releases), --releases-url <url>
// (where that folder is served; default $RELEASES_URL or http://localhost:3010, `npm run serve:releases`).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps } from './lib/build.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import {
  DEFAULT_RELEASES_URL,
  PRODUCTION_CONFIG,
  RELEASES_DIR,
  activateRelease,
  publishRelease,
  remoteApp,
  rollbackRelease,
} from './lib/remote-releases.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    activate: { type: 'string' },
    rollback: { type: 'boolean', default: false },
    config: { type: 'string', default: PRODUCTION_CONFIG },
    'releases-dir': { type: 'string', default: RELEASES_DIR },
    'releases-url': { type: 'string', default: process.env.RELEASES_URL || DEFAULT_RELEASES_URL },
  },
});

try {
  if (positionals.length !== 1) throw new Error('name one remote, e.g. `npm run release:remote -- remote-booking`');
  const app = remoteApp(positionals[0]);
  const where = { app, configFile: values.config, releasesDir: values['releases-dir'], releasesUrl: values['releases-url'] };
  if (values.rollback) {
    const { from, to } = rollbackRelease(where);
    console.log(`[release] ${app.dir}: rolled back from ${from} to ${to} in ${values.config}`);
  } else if (values.activate) {
    activateRelease({ ...where, version: values.activate });
    console.log(`[release] ${app.dir}: ${values.config} points at ${values.activate}`);
  } else {
    let distDir = values.dist;
    if (!distDir) {
      const { ok, results } = await buildApps({ apps: [app], force: true });
      if (!ok) throw new Error(`the build of ${app.dir} failed:\n${results[0]?.output ?? ''}`);
      distDir = join(repoRoot, app.dir, 'dist');
    }
    const version = publishRelease({ app, distDir, releasesDir: where.releasesDir });
    activateRelease({ ...where, version });
    console.log(`[release] ${app.dir} ${version}: released to ${join(where.releasesDir, app.dir, version)}; ${values.config} points at it`);
  }
} catch (error) {
  console.error(`[release] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
