#!/usr/bin/env node
// `npm test`: every check of the repo, one summary table, and the closing `N passed, N failed` line.
//
// Stages: install → type-check → unit suites of every package (jest / node:test) → backend on
// PostgreSQL → the repo scripts' own tests → docker-compose checks → production builds → e2e in Chromium.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { installDependencies } from './lib/install.mjs';
import { ensurePnpm, repoRoot } from './lib/pnpm.mjs';
import { isReachable, redactUrl, testDatabaseUrl } from './lib/postgres.mjs';
import { startProcess } from './lib/processes.mjs';
import { formatSummary } from './lib/summary.mjs';
import { countJestReport, countNodeTestOutput, countPlaywrightReport } from './lib/test-counts.mjs';
import { testRunnerOf, workspacePackages } from './lib/workspace.mjs';

const resultsDir = join(repoRoot, 'test-results');
const POSTGRES_MARKER = join(resultsDir, 'postgres.json');
mkdirSync(resultsDir, { recursive: true });
// Reports of an earlier run must not count for this one (the folder may also hold the CI log).
for (const file of readdirSync(resultsDir)) {
  if (/^(postgres|summary|e2e|jest-.*)\.json$/.test(file)) rmSync(join(resultsDir, file));
}

/** @type {{ name: string, passed: number, failed: number, skipped: number, seconds: number, note: string }[]} */
const rows = [];
const runStartedAt = Date.now();

const banner = (text) => console.log(`\n${'─'.repeat(8)} ${text} ${'─'.repeat(Math.max(4, 60 - text.length))}`);

/**
 * Runs one suite and records a row. `run` returns counts (plus an optional note); a suite that
 * cannot run or report counts as one failure, so the total never looks green by omission.
 */
async function suite(name, run) {
  banner(name);
  const startedAt = Date.now();
  let row;
  try {
    const result = await run();
    row = { passed: result.passed, failed: result.failed, skipped: result.skipped ?? 0, note: result.note ?? '' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[test] ${name}: ${message}`);
    row = { passed: 0, failed: 1, skipped: 0, note: message.split('\n')[0].slice(0, 120) };
  }
  const seconds = (Date.now() - startedAt) / 1000;
  rows.push({ name, seconds, ...row });
  console.log(
    `[test] ${name}: ${row.passed} passed, ${row.failed} failed${row.skipped ? `, ${row.skipped} skipped` : ''} (${seconds.toFixed(1)} s)`,
  );
  return row;
}

/** Runs a command with its output shown (prefixed) and kept; resolves with exit code and output. */
async function run(name, command, args, { cwd = repoRoot, env = process.env } = {}) {
  const proc = startProcess({ name, command, args, cwd, env, echo: true, collect: true });
  const { code, signal } = await proc.exited;
  return { code: code ?? (signal ? 1 : 0), output: proc.output() };
}

const pnpm = ensurePnpm();
const pnpmRun = (name, args, options) => run(name, pnpm, args, options);

/** A package's `test` script, counted from jest's JSON report or node:test's summary lines. */
async function packageTests(pkg, script, env = process.env) {
  const runner = testRunnerOf(pkg.scripts[script]);
  if (runner === 'jest') {
    const report = join(resultsDir, `jest-${pkg.dir.replaceAll('/', '-')}.json`);
    const { code } = await pnpmRun(pkg.dir, ['--filter', pkg.name, 'run', script, '--json', `--outputFile=${report}`], { env });
    const counts = countJestReport(report);
    if (!counts) throw new Error(`jest wrote no report (exit code ${code})`);
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    return counts;
  }
  const { code, output } = await pnpmRun(pkg.dir, ['--filter', pkg.name, 'run', script], { env });
  // node:test prints its summary whichever wrapper script started it.
  const counts = countNodeTestOutput(output);
  if (counts) {
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    return { ...counts, output };
  }
  if (runner === 'node:test') throw new Error(`no node:test summary in the output (exit code ${code})`);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, output, note: 'counted by exit code' };
}

// ── install ───────────────────────────────────────────────────────────────────────────────────
const install = await suite('install', async () => {
  const ok = installDependencies();
  if (!ok) throw new Error('pnpm install failed');
  return { passed: 0, failed: 0, note: 'setup, not counted' };
});

if (install.failed === 0) {
  const packages = workspacePackages();

  // ── type-check ──────────────────────────────────────────────────────────────────────────────
  await suite('typecheck (whole workspace)', async () => {
    const { code } = await pnpmRun('typecheck', ['-r', '--workspace-concurrency=2', 'typecheck']);
    return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note: 'tsc reported errors' };
  });

  // ── unit and integration suites of each package ────────────────────────────────────────────
  for (const pkg of packages.filter((p) => p.dir !== 'e2e' && p.scripts.test)) {
    const label = pkg.dir === 'backend' ? 'backend (PGlite)' : pkg.dir;
    await suite(label, () => packageTests(pkg, 'test'));
  }

  // ── backend on PostgreSQL ───────────────────────────────────────────────────────────────────
  const backend = packages.find((p) => p.dir === 'backend');
  const databaseUrl = testDatabaseUrl();
  if (!backend?.scripts['test:pg']) {
    await suite('backend (PostgreSQL)', async () => {
      throw new Error('backend has no test:pg script');
    });
  } else if (await isReachable(databaseUrl)) {
    await suite('backend (PostgreSQL)', async () => {
      const counts = await packageTests(backend, 'test:pg', { ...process.env, TEST_DATABASE_URL: databaseUrl });
      if (counts.note === 'counted by exit code' || counts.passed + counts.failed === 0) {
        throw new Error(
          `PostgreSQL answers at ${redactUrl(databaseUrl)} but the suite ran no test; set TEST_DATABASE_URL to a database it may use`,
        );
      }
      writeFileSync(
        POSTGRES_MARKER,
        `${JSON.stringify({ database: redactUrl(databaseUrl), passed: counts.passed, failed: counts.failed, skipped: counts.skipped, finishedAt: new Date().toISOString() }, null, 2)}\n`,
      );
      return { ...counts, note: redactUrl(databaseUrl) };
    });
  } else {
    banner('backend (PostgreSQL)');
    console.log(
      `PostgreSQL not reachable: backend PostgreSQL suite skipped (tried ${redactUrl(databaseUrl)}; set TEST_DATABASE_URL to run it)`,
    );
    rows.push({ name: 'backend (PostgreSQL)', passed: 0, failed: 0, skipped: 0, seconds: 0, note: 'PostgreSQL not reachable: skipped' });
  }

  // ── the repo's own scripts ──────────────────────────────────────────────────────────────────
  await suite('scripts', async () => {
    const files = readdirSync(join(repoRoot, 'scripts', 'lib'))
      .filter((file) => file.endsWith('.test.mjs'))
      .map((file) => join('scripts', 'lib', file));
    const { code, output } = await run('scripts', process.execPath, ['--import', 'tsx', '--test', ...files]);
    const counts = countNodeTestOutput(output);
    if (!counts) throw new Error(`no node:test summary (exit code ${code})`);
    return counts;
  });

  // ── docker-compose.yml (static checks) ──────────────────────────────────────────────────────
  await suite('docker-compose', () =>
    packageTests(
      packages.find((p) => p.dir === 'e2e'),
      'test:compose',
    ),
  );

  // ── production builds ───────────────────────────────────────────────────────────────────────
  let builds;
  await suite('production builds', async () => {
    builds = await buildApps({ force: true, concurrency: 2 });
    const failed = builds.results.filter((r) => r.status === 'failed');
    for (const r of builds.results) console.log(`[build] ${r.dir.padEnd(16)} ${r.status.padEnd(10)} ${r.seconds.toFixed(1)} s`);
    const slowest = [...builds.results].sort((a, b) => b.seconds - a.seconds)[0];
    const note = failed.length
      ? `failed: ${failed.map((r) => r.dir).join(', ')}`
      : `slowest: ${slowest?.dir} ${slowest?.seconds.toFixed(0)} s`;
    return { passed: builds.results.length - failed.length, failed: failed.length, note };
  });

  // ── end-to-end in Chromium ──────────────────────────────────────────────────────────────────
  await suite('e2e (Playwright, Chromium)', async () => {
    if (!builds?.ok) throw new Error('not run: a production build failed');
    const chromium = ensureChromium();
    if (!chromium) throw new Error('no Chromium available (see the message above)');
    const report = join(resultsDir, 'e2e.json');
    const env = { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_JSON_REPORT: report, CI: '1' };
    const { code } = await pnpmRun('e2e', ['--filter', '@venue/e2e', 'run', 'e2e'], { env });
    const counts = countPlaywrightReport(report);
    if (!counts) throw new Error(`Playwright wrote no report (exit code ${code})`);
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    return { ...counts, note: counts.flaky ? `${counts.flaky} flaky (passed on retry)` : '' };
  });
}

// ── summary ───────────────────────────────────────────────────────────────────────────────────
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
writeFileSync(join(resultsDir, 'summary.json'), `${JSON.stringify({ rows, passed, failed }, null, 2)}\n`);
console.log(`\n${formatSummary(rows, (Date.now() - runStartedAt) / 1000)}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
