// Turns the output of each test runner into { passed, failed, skipped } counts.
import { existsSync, readFileSync } from 'node:fs';

/** Jest's `--json --outputFile` report. */
export function countJestReport(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that fails to compile has no test results but counts as failed.
  const brokenSuites = (report.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).every((t) => t.status !== 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenSuites,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * node:test summary lines: `# pass 3` (TAP reporter, used when output is not a terminal)
 * or `ℹ pass 3` (spec reporter). The last summary wins; cancelled tests count as failed.
 */
export function countNodeTestOutput(text) {
  const read = (name) => {
    const matches = [...text.matchAll(new RegExp(`^(?:#|ℹ) ${name} (\\d+)\\s*$`, 'gm'))];
    return matches.length > 0 ? Number(matches[matches.length - 1][1]) : undefined;
  };
  const passed = read('pass');
  const failed = read('fail');
  if (passed === undefined || failed === undefined) return undefined;
  return { passed, failed: failed + (read('cancelled') ?? 0), skipped: (read('skipped') ?? 0) + (read('todo') ?? 0) };
}

/** Playwright's JSON reporter; a test that passed on retry counts as passed and is reported as flaky. */
export function countPlaywrightReport(file) {
  if (!existsSync(file)) return undefined;
  const { stats, errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    // Errors outside tests (global setup, a file that does not load) fail the run too.
    failed: (stats.unexpected ?? 0) + (errors.length > 0 && !stats.unexpected ? 1 : 0),
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  };
}

/**
 * ESLint's JSON report (`--format json`), counted as one check: the files with errors, and
 * the warnings, which are shown but do not fail the check.
 */
export function countEslintReport(file, root) {
  if (!existsSync(file)) return undefined;
  const results = JSON.parse(readFileSync(file, 'utf8'));
  const relativePath = (path) => (root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path);
  const files = results.filter((r) => r.errorCount + r.fatalErrorCount > 0).map((r) => relativePath(r.filePath));
  const errors = results.reduce((sum, r) => sum + r.errorCount + r.fatalErrorCount, 0);
  const warnings = results.reduce((sum, r) => sum + r.warningCount, 0);
  return { passed: files.length === 0 ? 1 : 0, failed: files.length === 0 ? 0 : 1, files, errors, warnings, checked: results.length };
}

/** The files `prettier --check` reports as not formatted (`[warn] path` lines, without its closing remark). */
export function prettierUnformattedFiles(output) {
  return [...output.matchAll(/^\[warn\] (.+)$/gm)]
    .map((match) => match[1].trim())
    .filter((line) => !/^Code style issues (found|were found)/.test(line));
}
