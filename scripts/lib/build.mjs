// Production builds of the backend and the front-end apps, skipping those already up to date.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BACKEND, FRONTEND_APPS } from './apps.mjs';
import { buildInputsHash, isBuildUpToDate, stampPath } from './build-inputs.mjs';
import { ensurePnpm, repoRoot } from './pnpm.mjs';
import { startProcess } from './processes.mjs';

export const BUILT_APPS = [BACKEND, ...FRONTEND_APPS];

/** True when the app's dist exists and was built from the inputs there are now. */
export function isUpToDate(app) {
  return isBuildUpToDate(repoRoot, app.dir);
}

/**
 * Builds the given apps (default: all), at most `concurrency` at once, each with its own `build` script.
 * `env` is the builds' environment (default: this process's).
 * @param {{ apps?: typeof BUILT_APPS, force?: boolean, concurrency?: number, echo?: boolean, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ ok: boolean, results: { dir: string, status: 'built' | 'up to date' | 'failed', seconds: number, output: string }[] }>}
 */
export async function buildApps({ apps = BUILT_APPS, force = false, concurrency = 2, echo = true, env = process.env } = {}) {
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
      // Hashed before the build: a source edited while it runs leaves the app stale.
      const inputs = buildInputsHash(repoRoot, app.dir);
      const proc = startProcess({
        name: `build ${app.dir}`,
        command: pnpm,
        args: ['--filter', app.packageName, 'run', 'build'],
        cwd: repoRoot,
        echo,
        env,
      });
      const { code } = await proc.exited;
      const seconds = (Date.now() - startedAt) / 1000;
      if (code === 0) {
        const stamp = stampPath(repoRoot, app.dir);
        mkdirSync(dirname(stamp), { recursive: true });
        writeFileSync(stamp, inputs);
      }
      results.push({ dir: app.dir, status: code === 0 ? 'built' : 'failed', seconds, output: proc.tail() });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const order = apps.map((app) => app.dir);
  results.sort((a, b) => order.indexOf(a.dir) - order.indexOf(b.dir));
  return { ok: results.every((r) => r.status !== 'failed'), results };
}
