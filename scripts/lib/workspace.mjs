// The workspace's packages and their scripts, as pnpm sees them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensurePnpm, repoRoot } from './pnpm.mjs';

/** @returns {{ name: string, dir: string, path: string, scripts: Record<string, string> }[]} without the root */
export function workspacePackages() {
  const result = spawnSync(ensurePnpm(), ['ls', '-r', '--depth', '-1', '--json'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pnpm ls failed: ${result.stderr}`);
  return JSON.parse(result.stdout)
    .filter((pkg) => pkg.path !== repoRoot)
    .map((pkg) => ({
      name: pkg.name,
      path: pkg.path,
      dir: relative(repoRoot, pkg.path),
      scripts: JSON.parse(readFileSync(join(pkg.path, 'package.json'), 'utf8')).scripts ?? {},
    }))
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

/** How a test script reports: jest (JSON report file) or node:test (summary lines). */
export function testRunnerOf(script) {
  if (/^\s*jest\b/.test(script)) return 'jest';
  if (/\bnode\b.*\s--test\b/.test(script)) return 'node:test';
  return 'other';
}
