// Production builds of the backend and the front-end apps, skipping those already up to date.
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKEND, FRONTEND_APPS } from './apps.mjs';
import { ensurePnpm, repoRoot } from './pnpm.mjs';
import { startProcess } from './processes.mjs';

export const BUILT_APPS = [BACKEND, ...FRONTEND_APPS];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results', '.git']);
// Inputs every app shares: the shared packages and the workspace's pins.
const SHARED_INPUTS = ['shared', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const stampDir = join(repoRoot, 'node_modules', '.cache', 'venue-build');

/** Newest modification time (ms) under a file or folder, ignoring outputs and dependencies. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function stampFile(app) {
  return join(stampDir, `${app.dir}.stamp`);
}

/** True when the app's dist exists and was built after its last source change. */
export function isUpToDate(app) {
  const stamp = stampFile(app);
  if (!existsSync(join(repoRoot, app.dir, 'dist')) || !existsSync(stamp)) return false;
  const sources = Math.max(newestMtime(join(repoRoot, app.dir)), ...SHARED_INPUTS.map((p) => newestMtime(join(repoRoot, p))));
  return statSync(stamp).mtimeMs > sources;
}

/**
 * Builds the given apps (default: all), at most `concurrency` at once, each with its own `build` script.
 * @param {{ apps?: typeof BUILT_APPS, force?: boolean, concurrency?: number, echo?: boolean }} options
 * @returns {Promise<{ ok: boolean, results: { dir: string, status: 'built' | 'up to date' | 'failed', seconds: number, output: string }[] }>}
 */
export async function buildApps({ apps = BUILT_APPS, force = false, concurrency = 2, echo = true } = {}) {
  const pnpm = ensurePnpm();
  const queue = [...apps];
  const results = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      if (!force && isUpToDate(app)) {
        results.push({ dir: app.dir, status: 'up to date', seconds: 0, output: '' });
        if (echo) console.log(`[build] ${app.dir} is up to date`);
        continue;
      }
      const startedAt = Date.now();
      const proc = startProcess({
        name: `build ${app.dir}`,
        command: pnpm,
        args: ['--filter', app.packageName, 'run', 'build'],
        cwd: repoRoot,
        echo,
      });
      const { code } = await proc.exited;
      const seconds = (Date.now() - startedAt) / 1000;
      if (code === 0) {
        mkdirSync(stampDir, { recursive: true });
        const stamp = stampFile(app);
        writeFileSync(stamp, '');
        // The stamp carries the build's start time, so a source edited during the build stays stale.
        utimesSync(stamp, startedAt / 1000, startedAt / 1000);
      }
      results.push({ dir: app.dir, status: code === 0 ? 'built' : 'failed', seconds, output: proc.tail() });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const order = apps.map((app) => app.dir);
  results.sort((a, b) => order.indexOf(a.dir) - order.indexOf(b.dir));
  return { ok: results.every((r) => r.status !== 'failed'), results };
}
