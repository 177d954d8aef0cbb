import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SharedSurface } from './create-shared-config';

/** The repository root, seen from this package's `src`. */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

const APP_SOURCE_DIRS = ['host', 'remote-booking', 'remote-account', 'remote-wallet', 'remote-trainer', 'remote-kiosk']
  .map((app) => join(REPO_ROOT, app, 'src'))
  .concat(readdirSync(join(REPO_ROOT, 'shared')).map((pkg) => join(REPO_ROOT, 'shared', pkg, 'src')));

function sourceFiles(dir: string, skip: ReadonlySet<string>): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    // Tests and their helpers (`testing/`, `testing.tsx`, `*.testing.ts`) run under jest against
    // the real packages, not the shared surfaces.
    if (statSync(path).isDirectory()) return ['node_modules', 'testing'].includes(entry) ? [] : sourceFiles(path, skip);
    const isTestCode = /\.test\.tsx?$/.test(entry) || /(^|\.)testing\.tsx?$/.test(entry);
    return /\.tsx?$/.test(entry) && !isTestCode && !skip.has(path) ? [path] : [];
  });
}

/**
 * The host's file that registers each shared module with the federation runtime: it imports
 * every surface as a namespace on purpose, to hand the whole surface over to the remotes.
 */
export const HOST_SHARED_MODULES_FILE = join(REPO_ROOT, 'host', 'src', 'features', 'remotes', 'host-shared-modules.ts');

/** Every file of app and shared code that goes into a browser bundle, surfaces (and the host's hand-over of them) excepted. */
export function bundledSourceFiles(surfaces: readonly string[]): string[] {
  return APP_SOURCE_DIRS.flatMap((dir) => sourceFiles(dir, new Set([...surfaces, HOST_SHARED_MODULES_FILE])));
}

/** The names a surface file re-exports from `source`. */
export function surfaceNames(surfacePath: string, source: string): Set<string> {
  const pattern = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${source}'`);
  const block = pattern.exec(readFileSync(surfacePath, 'utf8'))?.[1] ?? '';
  return new Set(
    block
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * Value names a file imports from `pkg`: `default` for a default import, the names inside
 * braces otherwise. Type-only imports vanish at build time and are left out.
 */
export function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?(?:([\\w$]+)\\s*(?:,\\s*)?)?(?:\\{([^}]*)\\})?\\s*from\\s*['"]${pkg}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    if (match[2]) names.push('default');
    for (const part of (match[3] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/**
 * Value names a file reaches through a namespace import of `pkg` (`import * as v from 'valibot'`,
 * then `v.object(…)`). A member with a capital first letter is taken for a type
 * (`v.InferOutput`), as in the libraries shared this way; types vanish at build time.
 */
export function namespaceMemberNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+\\*\\s+as\\s+([\\w$]+)\\s+from\\s*['"]${pkg}['"]`, 'g');
  for (const [, alias] of source.matchAll(pattern)) {
    for (const [, name] of source.matchAll(new RegExp(`(?<![\\w$.])${alias}\\.([a-z_$][\\w$]*)`, 'g'))) {
      if (name && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/**
 * `file: name` for every name app or shared code imports from the shared `pkg` that its
 * surface does not provide, by name or through a namespace import (or a namespace import of a
 * surface that does not allow one).
 */
export function namesMissingFromSurface(pkg: string, surface: SharedSurface, surfaceFiles: readonly string[]): string[] {
  const provided = surfaceNames(surface.path, surface.source);
  const namespaceImport = new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s*['"]${pkg}['"]`);
  const missing: string[] = [];
  for (const file of bundledSourceFiles(surfaceFiles)) {
    const source = readFileSync(file, 'utf8');
    const where = file.slice(REPO_ROOT.length + 1);
    // Only a surface of plain functions (lower-case values, capitalised types) can tell the
    // values a namespace import reaches; for any other one it could reach for any name.
    if (!surface.namespaceImports && namespaceImport.test(source)) missing.push(`${where}: * as …`);
    const viaNamespace = surface.namespaceImports ? namespaceMemberNames(source, pkg) : [];
    for (const name of [...importedNames(source, pkg), ...viaNamespace]) {
      if (!provided.has(name)) missing.push(`${where}: ${name}`);
    }
  }
  return missing;
}
