// Installs the workspace's dependencies with the pinned pnpm.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runPnpm } from './pnpm.mjs';

/** `pnpm install --frozen-lockfile`; a plain install only when the repo has no lockfile yet. Returns true on success. */
export function installDependencies() {
  const frozen = existsSync(join(repoRoot, 'pnpm-lock.yaml'));
  if (!frozen) console.log('[setup] no pnpm-lock.yaml: running a plain install, which writes one');
  return runPnpm(frozen ? ['install', '--frozen-lockfile'] : ['install']) === 0;
}
