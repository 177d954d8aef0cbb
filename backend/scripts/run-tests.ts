/**
 * Runs every backend test file with node:test, on one database engine:
 *   pglite    in-memory PGlite per file (the default `test` script)
 *   postgres  a fresh database per file on TEST_DATABASE_URL's server (default
 *             postgres://postgres@127.0.0.1:5432/postgres), all dropped afterwards.
 * Extra arguments are file filters: `pnpm test -- otp users` runs files whose path contains "otp" or "users".
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { packageRoot } from '../src/lib/package-root.js';
import { ensurePgliteTemplate } from './pglite-template.js';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function testFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return testFiles(file);
      return name.endsWith('.test.ts') ? [file] : [];
    });
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Databases of this run that a crashed test file could not drop itself. */
async function dropLeftovers(url: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `venue_test_${runId}_%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const [mode = 'pglite', ...filters] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (mode !== 'pglite' && mode !== 'postgres') {
    console.error(`Unknown mode "${mode}": use pglite or postgres`);
    return 2;
  }
  const root = packageRoot();
  const files = testFiles(path.join(root, 'src')).filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
  const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: 'test' };
  const runId = randomBytes(3).toString('hex');

  if (mode === 'postgres') {
    const url = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
    if (!(await reachable(url))) {
      console.log(`PostgreSQL not reachable at ${withoutPassword(url)}: skipped`);
      return 0;
    }
    env.TEST_DATABASE_URL = url;
    env.TEST_RUN_ID = runId;
    console.log(`Backend tests on PostgreSQL at ${withoutPassword(url)} (${files.length} files)`);
  } else {
    delete env.TEST_DATABASE_URL;
    env.PGLITE_TEMPLATE = await ensurePgliteTemplate();
    console.log(`Backend tests on PGlite (${files.length} files)`);
  }

  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', path.join(root, 'scripts', 'test-entry.ts')], {
    cwd: root,
    env: { ...env, TEST_FILES: JSON.stringify(files) },
    stdio: 'inherit',
  });
  if (mode === 'postgres') await dropLeftovers(env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL, runId);
  console.log(`Backend tests on ${mode}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
