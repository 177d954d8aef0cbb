#!/usr/bin/env node
// Builds runnable JavaScript into dist/: `node dist/src/main.js` (or `npm start`).
// Workspace packages are consumed as TypeScript sources, which Node cannot load, so the shared
// @venue/api package is compiled first into dist/node_modules/@venue/api, where Node's module
// resolution finds it before the source package. Migrations stay in ../drizzle (found at run time).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');

function compile(project) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
compile('tsconfig.shared-api.json');
const apiDir = path.join(root, 'dist', 'node_modules', '@venue', 'api');
mkdirSync(apiDir, { recursive: true });
writeFileSync(
  path.join(apiDir, 'package.json'),
  `${JSON.stringify({ name: '@venue/api', private: true, type: 'commonjs', main: 'index.js', types: 'index.d.ts' }, null, 2)}\n`,
);
compile('tsconfig.build.json');
console.log('Built dist/src/main.js');
