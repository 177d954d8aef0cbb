import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { packageRoot } from './lib/package-root.js';
import { ownershipViolations } from './testing/table-writes.js';

/** Past this a file holds more than one job; split it by what its parts do. */
const MAX_SOURCE_LINES = 400;

/** Every non-test TypeScript file under `src/`, relative to the package, with its text. */
function sources(): { file: string; source: string }[] {
  const root = packageRoot();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return walk(path.join(root, 'src'))
    .sort()
    .map((full) => ({ file: path.relative(root, full).split(path.sep).join('/'), source: readFileSync(full, 'utf8') }));
}

describe('backend source structure', () => {
  const files = sources();

  it('finds the sources it checks', () => {
    assert.ok(files.some((item) => item.file === 'src/modules/reservations/insert-reservations.ts'));
    assert.ok(files.every((item) => !item.file.endsWith('.test.ts')));
  });

  it('one owner per table: reservations, reservation_series, payments, wallet_entries and the course tables are written only by their modules', () => {
    const found = ownershipViolations(files).map(
      (write) => `${write.file}:${write.line} ${write.statement} (owner: modules/${write.owner})`,
    );
    assert.deepEqual(found, []);
  });

  it(`no source file is over ${MAX_SOURCE_LINES} lines`, () => {
    const long = files
      .map(({ file, source }) => ({ file, lines: source.split('\n').length - (source.endsWith('\n') ? 1 : 0) }))
      .filter((item) => item.lines > MAX_SOURCE_LINES)
      .map((item) => `${item.file}: ${item.lines}`);
    assert.deepEqual(long, []);
  });
});
