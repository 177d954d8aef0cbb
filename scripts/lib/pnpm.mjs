import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '12.21.0';
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const toolsDir = join(repoRoot, '.tools');
// pnpm 12 ships as a native executable inside its npm package.
const pnpmEntry = join(toolsDir, 'node_modules', '.bin', process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm');

/** Returns the path of the pnpm executable, installing the pinned version on first use. */
export function ensurePnpm() {
  if (!existsSync(pnpmEntry)) {
    console.log(`[setup] installing pnpm ${PNPM_VERSION} into .tools/`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = spawnSync(npm, ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`], {
      stdio: 'inherit',
    });
    if (r.status !== 0 || !existsSync(pnpmEntry)) {
      throw new Error('Could not install pnpm; check access to the npm registry.');
    }
  }
  return pnpmEntry;
}

/** Runs pnpm synchronously with inherited output; returns the exit status. */
export function runPnpm(args, options = {}) {
  const r = spawnSync(ensurePnpm(), args, { stdio: 'inherit', cwd: repoRoot, ...options });
  return r.status ?? 1;
}
