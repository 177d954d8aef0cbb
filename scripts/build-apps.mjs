#!/usr/bin/env node
// Production builds of the backend, host and remotes: `node scripts/build-apps.mjs [--force]`.
import { buildApps } from './lib/build.mjs';

const { ok, results } = await buildApps({ force: process.argv.includes('--force') });
for (const r of results) console.log(`[build] ${r.dir.padEnd(16)} ${r.status.padEnd(10)} ${r.seconds.toFixed(1)} s`);
process.exit(ok ? 0 : 1);
