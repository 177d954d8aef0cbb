import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROUTER_SURFACE_PATH } from './create-shared-config';

const repoRoot = join(__dirname, '..', '..', '..');
const APP_SOURCES = ['host', 'remote-booking', 'remote-account', 'remote-wallet', 'remote-trainer', 'remote-kiosk']
  .map((app) => join(repoRoot, app, 'src'))
  .concat(readdirSync(join(repoRoot, 'shared')).map((pkg) => join(repoRoot, 'shared', pkg, 'src')));

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    // Tests run under jest against the real package, not the shared surface.
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && path !== ROUTER_SURFACE_PATH ? [path] : [];
  });
}

function surfaceNames(): Set<string> {
  const block = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(readFileSync(ROUTER_SURFACE_PATH, 'utf8'))?.[1] ?? '';
  return new Set(block.split(',').map((name) => name.trim()).filter(Boolean));
}

/** Value names a file imports from react-router-dom (type-only imports vanish at build time). */
function importedRouterNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

test('the router surface exports the component router', () => {
  const names = surfaceNames();
  for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'Navigate', 'useNavigate', 'useLocation']) {
    assert.ok(names.has(name), name);
  }
});

test('app and shared code imports from react-router-dom only names the shared surface provides', () => {
  const names = surfaceNames();
  const missing: string[] = [];
  for (const file of APP_SOURCES.flatMap(sourceFiles)) {
    for (const name of importedRouterNames(readFileSync(file, 'utf8'))) {
      if (!names.has(name)) missing.push(`${file.slice(repoRoot.length + 1)}: ${name}`);
    }
  }
  assert.deepEqual(missing, [], 'add these to src/runtime/react-router-dom.ts (a shared-contract change)');
});
