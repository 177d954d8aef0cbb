import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import {
  countEslintReport,
  countJestReport,
  countNodeTestOutput,
  countPlaywrightReport,
  prettierUnformattedFiles,
} from './test-counts.mjs';

const dir = mkdtempSync(join(tmpdir(), 'test-counts-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const writeJson = (name, value) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe('countNodeTestOutput', () => {
  it('reads the TAP summary', () => {
    const text = 'ok 1 - a\n# tests 3\n# suites 1\n# pass 2\n# fail 1\n# cancelled 0\n# skipped 1\n# todo 0\n';
    assert.deepEqual(countNodeTestOutput(text), { passed: 2, failed: 1, skipped: 1 });
  });
  it('reads the spec reporter summary and counts cancelled tests as failed', () => {
    const text = 'ℹ tests 5\nℹ pass 4\nℹ fail 0\nℹ cancelled 1\nℹ skipped 0\nℹ todo 0\n';
    assert.deepEqual(countNodeTestOutput(text), { passed: 4, failed: 1, skipped: 0 });
  });
  it('ignores a test named like a summary line', () => {
    const text = '# Subtest: # pass 99\nok 1 - # pass 99\n# pass 1\n# fail 0\n';
    assert.deepEqual(countNodeTestOutput(text), { passed: 1, failed: 0, skipped: 0 });
  });
  it('gives undefined when no summary was printed (the run crashed)', () => {
    assert.equal(countNodeTestOutput('Error: Cannot find module'), undefined);
  });
});

describe('countJestReport', () => {
  it('counts tests and a suite that failed to compile', () => {
    const file = writeJson('jest.json', {
      numPassedTests: 7,
      numFailedTests: 1,
      numPendingTests: 2,
      numTodoTests: 0,
      testResults: [
        { status: 'failed', assertionResults: [{ status: 'failed' }] },
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    });
    assert.deepEqual(countJestReport(file), { passed: 7, failed: 2, skipped: 2 });
  });
  it('gives undefined without a report', () => {
    assert.equal(countJestReport(join(dir, 'missing.json')), undefined);
  });
});

describe('countPlaywrightReport', () => {
  it('counts flaky tests as passed', () => {
    const file = writeJson('pw.json', { stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 1 }, errors: [] });
    assert.deepEqual(countPlaywrightReport(file), { passed: 12, failed: 1, skipped: 1, flaky: 2 });
  });
  it('counts an error outside the tests as a failure', () => {
    const file = writeJson('pw-error.json', {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'globalSetup' }],
    });
    assert.deepEqual(countPlaywrightReport(file), { passed: 0, failed: 1, skipped: 0, flaky: 0 });
  });
});

describe('countEslintReport', () => {
  const result = (filePath, errorCount, warningCount = 0) => ({ filePath, errorCount, fatalErrorCount: 0, warningCount, messages: [] });

  it('counts a clean tree as one passed check, warnings shown but not failing', () => {
    const file = writeJson('eslint-clean.json', [result('/repo/a.ts', 0), result('/repo/b.ts', 0, 2)]);
    assert.deepEqual(countEslintReport(file, '/repo'), { passed: 1, failed: 0, files: [], errors: 0, warnings: 2, checked: 2 });
  });
  it('counts any error as one failed check and names the files, relative to the repo', () => {
    const file = writeJson('eslint-errors.json', [result('/repo/host/a.tsx', 3), result('/repo/b.ts', 0), result('/repo/c.ts', 1)]);
    assert.deepEqual(countEslintReport(file, '/repo'), {
      passed: 0,
      failed: 1,
      files: ['host/a.tsx', 'c.ts'],
      errors: 4,
      warnings: 0,
      checked: 3,
    });
  });
  it('gives undefined when ESLint wrote no report (it crashed)', () => {
    assert.equal(countEslintReport(join(dir, 'no-eslint.json'), '/repo'), undefined);
  });
});

describe('prettierUnformattedFiles', () => {
  it('lists the files prettier --check warns about, without its closing remark', () => {
    const output =
      'Checking formatting...\n[warn] host/src/a.tsx\n[warn] scripts/b.mjs\n[warn] Code style issues found in 2 files. Run Prettier with --write to fix.\n';
    assert.deepEqual(prettierUnformattedFiles(output), ['host/src/a.tsx', 'scripts/b.mjs']);
  });
  it('lists nothing for a clean tree', () => {
    assert.deepEqual(prettierUnformattedFiles('Checking formatting...\nAll matched files use Prettier code style!\n'), []);
  });
});
