import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { FRONT_END_APPS, LOWER_LAYERS, importBoundaryZones } from './import-boundaries.mjs';
import { repoRoot } from './pnpm.mjs';

describe('importBoundaryZones', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'host', 'src', 'features', 'auth'), { recursive: true });
  mkdirSync(join(root, 'host', 'src', 'features', 'footer'), { recursive: true });
  const zones = importBoundaryZones(root);

  it('keeps each feature away from the others', () => {
    const auth = zones.find((zone) => zone.target === './host/src/features/auth');
    assert.deepEqual([auth?.from, auth?.except], ['./host/src/features', ['./auth']]);
    assert.ok(zones.some((zone) => zone.target === './host/src/features/footer'));
  });

  it('keeps every app’s lower layers away from its features and pages, folder or not yet', () => {
    for (const app of FRONT_END_APPS) {
      for (const layer of LOWER_LAYERS) {
        const zone = zones.find((candidate) => candidate.target === `./${app}/src/${layer}`);
        assert.deepEqual(zone?.from, [`./${app}/src/features`, `./${app}/src/pages`], `${app}/src/${layer}`);
      }
    }
  });
});

/** Some source file under `dir` (a real one: the zones rule only judges imports it can resolve). */
function someSourceFile(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /(?<!\.d)\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) return join(entry.parentPath, entry.name);
  }
  throw new Error(`no source file under ${dir}`);
}

/** The repo's own lint config run on a snippet, as if it were the file at `file` (repo-relative). */
async function lintAs(file, code) {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, file) });
  return result.messages.map((message) => message.ruleId);
}

/** A relative import specifier from the repo-relative `file` to the absolute `target`, without the extension. */
const specifier = (file, target) => relative(join(repoRoot, file, '..'), target).replace(/\.tsx?$/, '');

describe('the lint config enforces the boundaries', () => {
  it('reports a path into a workspace package’s src, not an exported subpath', async () => {
    const file = 'remote-booking/src/pages/boundary-probe.test.tsx';
    assert.deepEqual(await lintAs(file, "export { SwrTestCache } from '@venue/ui/src/testing/swr-test-cache';\n"), [
      'no-restricted-imports',
    ]);
    assert.deepEqual(await lintAs(file, "import type { Venue } from '@venue/api/src/schemas/venue';\nexport type V = Venue;\n"), [
      'no-restricted-imports',
    ]);
    assert.deepEqual(await lintAs(file, "export { SwrTestCache } from '@venue/ui/testing';\n"), []);
  });

  it('reports React’s lazy anywhere but the one lazy helper, which still may not reach into a package’s src', async () => {
    const file = 'remote-wallet/src/features/withdrawal/boundary-probe.tsx';
    assert.deepEqual(await lintAs(file, "import { lazy } from 'react';\nexport const Part = lazy(() => import('./withdrawal-flow'));\n"), [
      'no-restricted-imports',
    ]);
    assert.deepEqual(
      await lintAs(file, "import React from 'react';\nexport const Part = React.lazy(() => import('./withdrawal-flow'));\n"),
      ['no-restricted-syntax'],
    );
    assert.deepEqual(
      await lintAs(
        'host/src/app/boundary-probe.test.tsx',
        "import React from 'react';\nexport const Part = React.lazy(() => import('./app'));\n",
      ),
      ['no-restricted-syntax'],
    );
    assert.deepEqual(await lintAs(file, "import { useState } from 'react';\nexport const useOpen = () => useState(false);\n"), []);

    const helper = 'shared/ui/src/components/lazy-page.tsx';
    assert.deepEqual(await lintAs(helper, "import React, { lazy } from 'react';\nexport const a = [lazy, React.lazy];\n"), []);
    assert.deepEqual(await lintAs(helper, "export { Stack } from '@venue/ui/src/shell-kit';\n"), ['no-restricted-imports']);
  });

  it('reports src/components importing a feature and src/lib importing a page', async () => {
    const feature = someSourceFile(join(repoRoot, 'host', 'src', 'features'));
    const fromComponents = 'host/src/components/boundary-probe.ts';
    assert.deepEqual(await lintAs(fromComponents, `export * from '${specifier(fromComponents, feature)}';\n`), [
      'import-x/no-restricted-paths',
    ]);

    const page = someSourceFile(join(repoRoot, 'remote-booking', 'src', 'pages'));
    const fromLib = 'remote-booking/src/lib/boundary-probe.ts';
    assert.deepEqual(await lintAs(fromLib, `export * from '${specifier(fromLib, page)}';\n`), ['import-x/no-restricted-paths']);

    const fromPages = 'remote-booking/src/pages/boundary-probe.ts';
    assert.deepEqual(await lintAs(fromPages, `export * from '${specifier(fromPages, page)}';\n`), []);
  });

  it('reports an import cycle, but not a type-only import back', async () => {
    // The kit's index re-exports shell-kit.ts: shell-kit.ts importing the index closes a cycle.
    const file = 'shared/ui/src/shell-kit.ts';
    assert.deepEqual(await lintAs(file, "export { Stack } from './index';\n"), ['import-x/no-cycle']);
    assert.deepEqual(await lintAs(file, "import type { StackProps } from './index';\nexport type P = StackProps;\n"), []);
  });
});
