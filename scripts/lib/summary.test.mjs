import assert from 'node:assert/strict';
import { it } from 'node:test';
import { formatSummary } from './summary.mjs';

it('totals the suites and marks failed ones', () => {
  const table = formatSummary(
    [
      { name: 'host', passed: 12, failed: 0, skipped: 1, seconds: 8.2, note: '' },
      { name: 'e2e', passed: 30, failed: 2, skipped: 0, seconds: 125, note: '' },
    ],
    140,
  );
  const lines = table.split('\n');
  assert.match(lines[2], /^ {2}host\s+12\s+0\s+1\s+8\.2s$/);
  assert.match(lines[3], /^✗ e2e\s+30\s+2\s+0\s+2m05s$/);
  assert.match(lines.at(-1), /^ {2}total\s+42\s+2\s+1\s+2m20s$/);
});

it('shortens long notes', () => {
  const table = formatSummary([{ name: 'x', passed: 1, failed: 0, skipped: 0, seconds: 1, note: 'n'.repeat(200) }], 1);
  assert.ok(table.split('\n')[2].endsWith(`${'n'.repeat(59)}…`));
});
