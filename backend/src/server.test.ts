import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { acquireDataDirLock, lockFileFor } from './db/data-dir-lock.js';
import { users, venues } from './db/schema/index.js';
import { DEMO_VENUES } from './db/seed/demo-data.js';
import { DEMO_PLAYER_PHONE } from './db/seed/seed-demo-wallet.js';
import { DEMO_CLASSES_PHONES } from './db/seed/demo-classes-data.js';
import { FULL_COURSE_PARENTS } from './db/seed/demo-courses-data.js';
import { packageRoot } from './lib/package-root.js';
import { startServer } from './server.js';
import { testConfig } from './testing/test-app.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './testing/test-database.js';

const onPostgres = testDatabaseKind() === 'postgres';
const pgliteOnly = { skip: onPostgres ? 'PGlite data folders are covered by the PGlite run' : false };

type Child = { code: number | null; stdout: string; stderr: string };

/** Runs src/main.ts like `npm start` would; `onListening` runs once the server is up. */
function runMain(env: Record<string, string>, onListening?: (pid: number) => void): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageRoot(),
      env: { PATH: process.env.PATH ?? '', APP_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (!signalled && onListening && stdout.includes('Server listening at') && child.pid) {
        signalled = true;
        onListening(child.pid);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('starting and stopping the server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'venue-server-'));
  let postgres: TestDatabase | undefined;

  before(async () => {
    if (onPostgres) postgres = await createTestDatabase();
  });
  after(async () => {
    await postgres?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /**
   * Where started servers keep their data in this run: one PGlite folder (created by the first
   * test, reused by the rest so only one initdb runs) or the PostgreSQL test database.
   */
  function storage(): { dataDir: string; databaseUrl: string | null } {
    return { dataDir: path.join(root, 'nested', 'data', 'pglite'), databaseUrl: postgres?.url ?? null };
  }

  it('migrates, seeds, serves /health over HTTP and closes the database on close()', async () => {
    const where = storage();
    const server = await startServer({ config: testConfig({ ...where, port: 0 }) });
    try {
      if (!onPostgres) assert.ok(existsSync(where.dataDir), 'the data folder and its parents are created');
      const response = await fetch(`${server.url}/health`);
      assert.deepEqual(await response.json(), { status: 'ok', db: testDatabaseKind() });
      const [venueCount] = await server.database.db.select({ n: count() }).from(venues);
      assert.equal(venueCount?.n, DEMO_VENUES.length);
    } finally {
      await server.close();
    }
    assert.equal(server.database.closed, true);
    if (!onPostgres) assert.equal(existsSync(lockFileFor(where.dataDir)), false, 'the lock is released');
    await assert.rejects(fetch(`${server.url}/health`), 'no longer listening');
  });

  it('keeps data across restarts and seeds only once', pgliteOnly, async () => {
    const where = storage();
    const first = await startServer({ config: testConfig({ ...where, port: 0 }) });
    const now = new Date();
    await first.database.db.insert(users).values({ phoneNumber: '+48500000001', createdAt: now, updatedAt: now });
    await first.close();
    const second = await startServer({ config: testConfig({ ...where, port: 0 }) });
    try {
      // The user added before the restart is still there, beside the demo accounts the seed adds
      // (the wallet's demo player; the classes' owner, trainers and players; the full course's parents).
      const phones = await second.database.db.select({ phone: users.phoneNumber }).from(users).orderBy(users.phoneNumber);
      const [venueCount] = await second.database.db.select({ n: count() }).from(venues);
      assert.deepEqual(
        phones.map((row) => row.phone),
        ['+48500000001', DEMO_PLAYER_PHONE, ...DEMO_CLASSES_PHONES, ...FULL_COURSE_PARENTS.map((parent) => parent.phone)].sort(),
      );
      assert.equal(venueCount?.n, DEMO_VENUES.length);
    } finally {
      await second.close();
    }
  });

  it('refuses a second process on the same PGlite folder with a clear message', pgliteOnly, async () => {
    const where = storage();
    const lock = acquireDataDirLock(where.dataDir);
    try {
      const child = await runMain({ DATA_DIR: where.dataDir });
      assert.equal(child.code, 1);
      assert.match(child.stderr, new RegExp(`The PGlite data folder .* is already in use by process ${process.pid}`));
      assert.doesNotMatch(child.stderr, /\n\s+at /, 'no stack trace');
    } finally {
      lock.release();
    }
  });

  it('shuts down gracefully on SIGTERM: exit code 0, database closed, lock released', async () => {
    const where = storage();
    const env: Record<string, string> = where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : { DATA_DIR: where.dataDir };
    const child = await runMain(env, (pid) => process.kill(pid, 'SIGTERM'));
    assert.equal(child.code, 0, child.stderr);
    assert.match(child.stdout, /SIGTERM received: finishing running requests and closing the database/);
    if (!onPostgres) {
      assert.equal(existsSync(lockFileFor(where.dataDir)), false);
      // The folder is usable again right away, which it would not be with PGlite still open.
      acquireDataDirLock(where.dataDir).release();
    }
  });

  it('prints configuration problems plainly and exits 1', async () => {
    const child = await runMain({ APP_ENV: 'production' });
    assert.equal(child.code, 1);
    assert.match(child.stderr, /Invalid configuration:\n {2}- AUTH_SECRET: required in production/);
  });
});
