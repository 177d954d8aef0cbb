#!/usr/bin/env node
// `npm test`: every check of the repo, one summary table, and the closing `N passed, N failed` line.
//
// Stages: install → type-check → two lanes side by side: (1) the backend suite on PostgreSQL,
// then on PGlite; (2) jest / node:test of every other package, the repo scripts' own tests,
// docker-compose checks, ESLint, Prettier, then the production builds → e2e in Chromium.
// The backend suite and jest each keep one core busy, so on two cores the lanes cost about what
// the longer one costs alone, and the builds fill the core lane 2 leaves free. PostgreSQL goes
// first so it shares the machine with jest only, never with two webpack builds or Chromium: its
// race test sends 1000 bookings through a pool of 10 whose connections time out after 10 s, and
// fails with 503s when starved of CPU (PGlite has no pool). The e2e stage starts once the builds
// and the PostgreSQL suite are done, beside the PGlite suite: lane 1 is the longer one, and
// waiting for all of it left a core idle for minutes. Chromium is found or installed in the
// background from the start, so its download never waits for the e2e stage.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { installDependencies } from './lib/install.mjs';
import { ensurePnpm, repoRoot } from './lib/pnpm.mjs';
import { isReachable, redactUrl, testDatabaseUrl } from './lib/postgres.mjs';
import { startProcess } from './lib/processes.mjs';
import { formatSummary } from './lib/summary.mjs';
import {
  countEslintReport,
  countJestReport,
  countNodeTestOutput,
  countPlaywrightReport,
  prettierUnformattedFiles,
} from './lib/test-counts.mjs';
import { typecheckWorkspace } from './lib/typecheck.mjs';
import { testRunnerOf, workspacePackages } from './lib/workspace.mjs';

const resultsDir = join(repoRoot, 'test-results');
const POSTGRES_MARKER = join(resultsDir, 'postgres.json');
mkdirSync(resultsDir, { recursive: true });
// Reports of an earlier run must not count for this one (the folder may also hold the CI log).
for (const file of readdirSync(resultsDir)) {
  if (/^(postgres|summary|e2e|eslint|jest-.*)\.json$/.test(file)) rmSync(join(resultsDir, file));
}

/** @type {{ name: string, passed: number, failed: number, skipped: number, seconds: number, note: string }[]} */
const rows = [];
const runStartedAt = Date.now();

const banner = (text) => console.log(`\n${'─'.repeat(8)} ${text} ${'─'.repeat(Math.max(4, 60 - text.length))}`);

/**
 * Keeps the summary's rows in the order the stages are listed, whichever lane finishes first:
 * `suite` fills a planned row in place instead of appending.
 */
function planRows(names) {
  for (const name of names) rows.push({ name, planned: true, passed: 0, failed: 0, skipped: 0, seconds: 0, note: '' });
}

function record(row) {
  const index = rows.findIndex((r) => r.planned && r.name === row.name);
  if (index >= 0) rows[index] = row;
  else rows.push(row);
}

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
  record({ name, seconds, ...row });
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

/** The backend suite on PostgreSQL, or the plain line saying why it was skipped. */
async function postgresSuite(backend) {
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
    record({ name: 'backend (PostgreSQL)', passed: 0, failed: 0, skipped: 0, seconds: 0, note: 'PostgreSQL not reachable: skipped' });
  }
}

/** Names at most `max` files in a summary note, then how many more. */
const fileList = (files, max = 3) => `${files.slice(0, max).join(', ')}${files.length > max ? ` and ${files.length - max} more` : ''}`;

/**
 * `npm run lint` (ESLint over the whole tree) as one check. ESLint writes JSON so the files can
 * be counted and named; the problems are then printed the way `npm run lint` prints them.
 */
async function lint() {
  const report = join(resultsDir, 'eslint.json');
  const { code } = await pnpmRun('lint', ['run', 'lint', '--format', 'json', '--output-file', report]);
  const counts = countEslintReport(report, repoRoot);
  if (!counts) throw new Error(`ESLint wrote no report (exit code ${code}; see the [lint] lines above)`);
  // Loaded only now: on a clean clone ESLint exists once the install stage has run.
  const { ESLint } = await import('eslint');
  const formatter = await new ESLint({ cwd: repoRoot }).loadFormatter('stylish');
  const text = await formatter.format(JSON.parse(readFileSync(report, 'utf8')));
  if (text.trim()) console.log(text.trimEnd().replace(/^/gm, '[lint] '));
  if (counts.failed === 0 && code !== 0) throw new Error(`ESLint exited with code ${code} without naming a file`);
  if (counts.failed > 0) {
    console.log(`[lint] ${counts.errors} errors in ${counts.files.length} files:\n${counts.files.map((f) => `[lint]   ${f}`).join('\n')}`);
    return { passed: 0, failed: 1, note: `${counts.errors} errors in ${counts.files.length} files: ${fileList(counts.files)}` };
  }
  return { passed: 1, failed: 0, note: `${counts.checked} files${counts.warnings ? `, ${counts.warnings} warnings` : ''}` };
}

/** `npm run format:check` (prettier --check) as one check, naming the files it would reformat. */
async function formatCheck() {
  const { code, output } = await pnpmRun('format', ['run', 'format:check']);
  const files = prettierUnformattedFiles(output);
  if (code === 0) return { passed: 1, failed: 0 };
  if (files.length === 0) throw new Error(`prettier --check failed (exit code ${code}) without naming a file`);
  return { passed: 0, failed: 1, note: `not formatted: ${fileList(files)} (npm run format)` };
}

// ── install ───────────────────────────────────────────────────────────────────────────────────
const install = await suite('install', async () => {
  const ok = installDependencies();
  if (!ok) throw new Error('pnpm install failed');
  return { passed: 0, failed: 0, note: 'setup, not counted' };
});

if (install.failed === 0) {
  const packages = workspacePackages();
  // Started now, awaited by the e2e stage: finding or installing Chromium is mostly download and
  // unpacking, which the CPU-bound stages below leave room for.
  const chromium = ensureChromium().catch((error) => {
    console.error(`[chromium] ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });

  // ── type-check ──────────────────────────────────────────────────────────────────────────────
  let typechecked = false;
  await suite('typecheck (whole workspace)', async () => {
    const { ok, failed } = await typecheckWorkspace();
    typechecked = ok;
    return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note: `tsc reported errors in ${failed.join(', ')}` };
  });

  const backend = packages.find((p) => p.dir === 'backend');
  const unitPackages = packages.filter((p) => p.dir !== 'e2e' && p.dir !== 'backend' && p.scripts.test);
  planRows([
    'backend (PostgreSQL)',
    'backend (PGlite)',
    ...unitPackages.map((p) => p.dir),
    'scripts',
    'docker-compose',
    'lint (ESLint)',
    'format (Prettier)',
    'production builds',
    'e2e (Playwright, Chromium)',
  ]);

  // ── lane 1: the backend's integration suite, on PostgreSQL then on PGlite ──────────────────
  const postgresDone = postgresSuite(backend);
  const backendLane = async () => {
    await postgresDone;
    if (!backend?.scripts.test) {
      await suite('backend (PGlite)', async () => {
        throw new Error('backend has no test script');
      });
    } else {
      await suite('backend (PGlite)', () => packageTests(backend, 'test'));
    }
  };

  // ── lane 2: every other package's tests, the repo's scripts, compose, lint and format ──────
  const checksLane = async () => {
    for (const pkg of unitPackages) await suite(pkg.dir, () => packageTests(pkg, 'test'));

    await suite('scripts', async () => {
      const files = readdirSync(join(repoRoot, 'scripts', 'lib'))
        .filter((file) => file.endsWith('.test.mjs'))
        .map((file) => join('scripts', 'lib', file));
      const { code, output } = await run('scripts', process.execPath, ['--import', 'tsx', '--test', ...files]);
      const counts = countNodeTestOutput(output);
      if (!counts) throw new Error(`no node:test summary (exit code ${code})`);
      return counts;
    });

    // docker-compose.yml (static checks)
    await suite('docker-compose', () =>
      packageTests(
        packages.find((p) => p.dir === 'e2e'),
        'test:compose',
      ),
    );

    await suite('lint (ESLint)', lint);
    await suite('format (Prettier)', formatCheck);
  };

  // ── production builds, as soon as lane 2 is done (lane 1, the longer, may still be running) ──
  let builds;
  const buildLane = async () => {
    await checksLane();
    await suite('production builds', async () => {
      // The type-check above proved every remote's routes module against the contract (each states
      // it with `satisfies`), so the remotes' builds skip their own check of it (RoutesContractPlugin).
      const env = typechecked ? { ...process.env, VENUE_CONTRACT_CHECKED: '1' } : process.env;
      builds = await buildApps({ force: true, concurrency: 2, env });
      const failed = builds.results.filter((r) => r.status === 'failed');
      for (const r of builds.results) console.log(`[build] ${r.dir.padEnd(16)} ${r.status.padEnd(10)} ${r.seconds.toFixed(1)} s`);
      const slowest = [...builds.results].sort((a, b) => b.seconds - a.seconds)[0];
      const note = failed.length
        ? `failed: ${failed.map((r) => r.dir).join(', ')}`
        : `slowest: ${slowest?.dir} ${slowest?.seconds.toFixed(0)} s`;
      return { passed: builds.results.length - failed.length, failed: failed.length, note };
    });
  };
  // ── end-to-end in Chromium, once the builds and the PostgreSQL suite are done ─────────────────
  const e2eSuite = () =>
    suite('e2e (Playwright, Chromium)', async () => {
      if (!builds?.ok) throw new Error('not run: a production build failed');
      const chromiumPath = await chromium;
      if (!chromiumPath) throw new Error('no Chromium available (see the [chromium] messages above)');
      const report = join(resultsDir, 'e2e.json');
      const env = { ...process.env, CHROMIUM_PATH: chromiumPath, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_JSON_REPORT: report, CI: '1' };
      const { code } = await pnpmRun('e2e', ['--filter', '@venue/e2e', 'run', 'e2e'], { env });
      const counts = countPlaywrightReport(report);
      if (!counts) throw new Error(`Playwright wrote no report (exit code ${code})`);
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      return { ...counts, note: counts.flaky ? `${counts.flaky} flaky (passed on retry)` : '' };
    });

  const e2eLane = async () => {
    await buildLane();
    await postgresDone;
    await e2eSuite();
  };

  await Promise.all([backendLane(), e2eLane()]);
}

// ── summary ───────────────────────────────────────────────────────────────────────────────────
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
writeFileSync(join(resultsDir, 'summary.json'), `${JSON.stringify({ rows, passed, failed }, null, 2)}\n`);
console.log(`\n${formatSummary(rows, (Date.now() - runStartedAt) / 1000)}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
