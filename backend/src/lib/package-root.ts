import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE_NAME = '@venue/backend';

let cached: string | undefined;

/**
 * The backend package folder, found by walking up from this file, so paths stay the same when
 * running from `src/` (tsx) or `dist/src/` (built) and from any working directory.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = __dirname;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === PACKAGE_NAME) return (cached = dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE_NAME} package folder above ${__dirname}`);
    dir = parent;
  }
}

export function migrationsFolder(): string {
  return path.join(packageRoot(), 'drizzle');
}
