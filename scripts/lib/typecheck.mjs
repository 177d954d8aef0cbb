// The workspace's type-check as three TypeScript programs instead of one per package. Every
// front-end package shares one set of compiler options, so one program checks them all and reads
// each shared package once, where `tsc` per package re-checked the UI kit, the API package and
// the rest for every app that imports them (about 27 s instead of 115 s on two cores). Each
// package keeps its own `typecheck` script for working on it alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './pnpm.mjs';
import { startProcess } from './processes.mjs';

/** Front-end apps and shared packages (tsconfig.frontend.json), the backend, the e2e suite. */
export const TYPECHECK_PROJECTS = ['tsconfig.frontend.json', 'backend/tsconfig.json', 'e2e/tsconfig.json'];

const readJson = (file) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

/** Whether a folder (relative to the root) is one of the front-end program's `include` globs. */
export function frontendIncludes(folder, includes = readJson('tsconfig.frontend.json').include) {
  return includes.some((glob) => new RegExp(`^${glob.replaceAll('.', '\\.').replaceAll('*', '[^/]+')}$`).test(folder));
}

/**
 * Runs the three programs, two at a time (one per core), with their output prefixed.
 * @returns {Promise<{ ok: boolean, failed: string[] }>}
 */
export async function typecheckWorkspace({ echo = true } = {}) {
  const tsc = createRequire(join(repoRoot, 'package.json')).resolve('typescript/bin/tsc');
  const queue = [...TYPECHECK_PROJECTS];
  const failed = [];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const proc = startProcess({ name: `tsc ${project}`, command: process.execPath, args: [tsc, '-p', project], cwd: repoRoot, echo });
      const { code } = await proc.exited;
      if (code !== 0) failed.push(project);
    }
  };
  await Promise.all([worker(), worker()]);
  return { ok: failed.length === 0, failed };
}
