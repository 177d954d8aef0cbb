#!/usr/bin/env node
// Runs the pinned pnpm, installing it into .tools/ first when missing.
// Corepack on Node 20 cannot fetch pnpm 12, and a global install needs rights a newcomer may lack.
import { ensurePnpm } from './lib/pnpm.mjs';
import { spawnSync } from 'node:child_process';

const pnpm = ensurePnpm();
const result = spawnSync(pnpm, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
