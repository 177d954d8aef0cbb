import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root, seen from this package's `src`. */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

const APP_SOURCE_DIRS = ['host', 'remote-booking', 'remote-account', 'remote-wallet', 'remote-trainer', 'remote-kiosk']
  .map((app) => join(REPO_ROOT, app, 'src'))
  .concat(readdirSync(join(REPO_ROOT, 'shared')).map((pkg) => join(REPO_ROOT, 'shared', pkg, 'src')));

function sourceFiles(dir: string, skip: ReadonlySet<string>): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    // Tests and their helpers run under jest against the real packages, not the shared surfaces.
    if (statSync(path).isDirectory()) return ['node_modules', 'testing'].includes(entry) ? [] : sourceFiles(path, skip);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !skip.has(path) ? [path] : [];
  });
}

/** Every file of app and shared code that goes into a browser bundle, surfaces excepted. */
export function bundledSourceFiles(surfaces: readonly string[]): string[] {
  return APP_SOURCE_DIRS.flatMap((dir) => sourceFiles(dir, new Set(surfaces)));
}

/** The names a surface file re-exports from `source`. */
export function surfaceNames(surfacePath: string, source: string): Set<string> {
  const pattern = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${source}'`);
  const block = pattern.exec(readFileSync(surfacePath, 'utf8'))?.[1] ?? '';
  return new Set(block.split(',').map((name) => name.trim()).filter(Boolean));
}

/** Value names a file imports from `pkg` (type-only imports vanish at build time). */
export function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/** `file: name` for every imported name of `pkg` that the surface does not provide. */
export function namesMissingFromSurface(pkg: string, surfacePath: string, surfaceSource: string, surfaces: readonly string[]): string[] {
  const provided = surfaceNames(surfacePath, surfaceSource);
  const namespaceImport = new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s*['"]${pkg}['"]`);
  const missing: string[] = [];
  for (const file of bundledSourceFiles(surfaces)) {
    const source = readFileSync(file, 'utf8');
    // A namespace import would reach for names the surface may not have.
    if (namespaceImport.test(source)) missing.push(`${file.slice(REPO_ROOT.length + 1)}: * as …`);
    for (const name of importedNames(source, pkg)) {
      if (!provided.has(name)) missing.push(`${file.slice(REPO_ROOT.length + 1)}: ${name}`);
    }
  }
  return missing;
}
