import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from './pnpm.mjs';
import { TYPECHECK_PROJECTS, frontendIncludes } from './typecheck.mjs';
import { workspacePackages } from './workspace.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A tsconfig's options with its `extends` applied (one level, as every tsconfig here has); `types` in any order. */
function effectiveOptions(file) {
  const config = readJson(file);
  const base = config.extends ? readJson(join(file, '..', config.extends)).compilerOptions : {};
  const options = { ...base, ...config.compilerOptions };
  return { ...options, types: [...(options.types ?? [])].sort() };
}

describe('the workspace type-check', () => {
  const frontend = join(repoRoot, 'tsconfig.frontend.json');

  it('covers every package with a typecheck script, each with the options it is checked with alone', () => {
    const packages = workspacePackages().filter((pkg) => pkg.scripts.typecheck);
    assert.ok(packages.length >= 10);
    for (const pkg of packages) {
      if (TYPECHECK_PROJECTS.includes(`${pkg.dir}/tsconfig.json`)) continue;
      const own = join(pkg.path, 'tsconfig.json');
      assert.deepEqual(effectiveOptions(own), effectiveOptions(frontend), `${pkg.dir}: options differ from tsconfig.frontend.json`);
      for (const entry of readJson(own).include) {
        const folder = normalize(relative(repoRoot, join(pkg.path, entry)));
        assert.ok(frontendIncludes(folder), `${pkg.dir}: tsconfig.frontend.json does not include ${folder}`);
      }
    }
  });

  it('matches include globs segment by segment', () => {
    const includes = ['remote-*/src', 'host/*.config.ts'];
    assert.ok(frontendIncludes('remote-wallet/src', includes));
    assert.ok(frontendIncludes('host/webpack.config.ts', includes));
    assert.ok(!frontendIncludes('remote-wallet/src/deep', includes));
    assert.ok(!frontendIncludes('backend/src', includes));
    assert.ok(!frontendIncludes('host/webpackxconfig.ts', includes));
  });
});
