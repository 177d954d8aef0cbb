import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { packageRoot } from './lib/package-root.js';

type PackageJson = { dependencies?: Record<string, string> };
const read = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

describe('the production build', () => {
  it("depends on every package @venue/api needs, since dist copies the API's sources but not their dependencies", () => {
    const root = packageRoot();
    const backend = read(path.join(root, 'package.json')).dependencies ?? {};
    const api = read(path.join(root, '../shared/api/package.json')).dependencies ?? {};
    const missing = Object.keys(api).filter((name) => !(name in backend));
    assert.deepEqual(missing, []);
  });
});
