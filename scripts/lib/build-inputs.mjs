// Whether an app's build is up to date: a hash of its inputs' contents, kept beside the build.
// Modification times are not used: creating dist/ moves the app folder's own time, so a check
// by times rebuilt every app on the second start after a fresh clone.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// Outputs, dependencies and local data: never inputs of a build.
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report', '.bench', '.git']);
const SKIP_FILE = /\.tsbuildinfo$/;
// Inputs every app shares: the shared packages and the workspace's pins.
export const SHARED_INPUTS = ['shared', 'pnpm-lock.yaml', 'tsconfig.base.json', 'tsconfig.frontend.json'];

/** Input files under a file or folder (relative to root, sorted), skipping outputs and dependencies. */
function inputFiles(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return SKIP_FILE.test(path) ? [] : [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && SKIP_DIRS.has(entry.name)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => inputFiles(root, relative(root, join(full, entry.name))));
}

/**
 * SHA-256 over the path and content of every input of `appDir`: its own files and the shared
 * inputs. A renamed, added or deleted file changes it as much as an edited one.
 * @param {string} root the repository
 * @param {string} appDir the app's folder, relative to root
 */
export function buildInputsHash(root, appDir) {
  const hash = createHash('sha256');
  for (const path of [appDir, ...SHARED_INPUTS].flatMap((p) => inputFiles(root, p))) {
    hash.update(path.split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where the hash of an app's last successful build is kept. */
export function stampPath(root, appDir) {
  return join(root, 'node_modules', '.cache', 'venue-build', `${appDir}.hash`);
}

/** True when the app's dist exists and was built from exactly the inputs there are now. */
export function isBuildUpToDate(root, appDir) {
  const stamp = stampPath(root, appDir);
  if (!existsSync(join(root, appDir, 'dist')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8') === buildInputsHash(root, appDir);
}
