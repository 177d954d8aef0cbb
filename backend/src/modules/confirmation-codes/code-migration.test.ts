import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody } from '@venue/api';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migratePgliteClient } from '../../db/migrate.js';
import { openPglite } from '../../db/pglite.js';
import { hmacSha256 } from '../../lib/crypto.js';
import { migrationsFolder } from '../../lib/package-root.js';
import { bearer, checkCode, e164, phone } from '../../testing/auth-helpers.js';
import { buildTestApp, call, testConfig, type TestApp } from '../../testing/test-app.js';
import { createTestClock } from '../../testing/test-clock.js';
import { createSession } from '../auth/session-service.js';

const NOW = new Date('2030-06-01T10:00:00.000Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** The migrations folder as it was before 0008, when login and deletion codes had tables of their own. */
function migrationsBefore0008(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'venue-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < 8);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) copyFileSync(path.join(migrationsFolder(), `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/**
 * Migration 0008 turns `otp_codes` and `otp_checks` into `confirmation_codes` and
 * `confirmation_checks` and copies `account_deletion_codes` over: a code sent just before the
 * upgrade works after it, and the limits still count what happened before. (PGlite on both test engines: the migration
 * is plain SQL, and this file needs a database stopped half-way through the history.)
 */
describe('migration 0008: codes sent before it keep their meaning', () => {
  const secret = testConfig().authSecret;
  let database: Awaited<ReturnType<typeof openPglite>>;
  let t: TestApp;
  let deletingUserId = 0;

  before(async () => {
    database = await openPglite({ dataDir: null });
    const oldFolder = migrationsBefore0008();
    try {
      await migrate(drizzle({ client: database.client }), { migrationsFolder: oldFolder });
    } finally {
      rmSync(oldFolder, { recursive: true, force: true });
    }
    const query = (text: string, params: unknown[]) => database.client.query(text, params);

    // A login code sent a minute before the upgrade.
    await query(
      `insert into otp_codes (phone_number, calling_code, ip, code_hash, created_at, expires_at) values ($1, '48', '203.0.113.1', $2, $3, $4)`,
      [e164(phone(1)), hmacSha256(secret, `${e164(phone(1))}:1234`), at(-60), at(240)],
    );
    // A phone with 10 wrong codes from one address within the last 10 minutes: that address waits.
    for (let n = 0; n < 10; n++) {
      await query(`insert into otp_checks (phone_number, ip, outcome, created_at) values ($1, '203.0.113.1', 'wrong', $2)`, [
        e164(phone(2)),
        at(-60 - n * 60),
      ]);
    }
    // A deletion code sent a minute before the upgrade, to a signed-in user.
    const user = await query(`insert into users (phone_number, created_at, updated_at) values ($1, $2, $2) returning id`, [
      e164(phone(3)),
      at(-86_400),
    ]);
    deletingUserId = (user.rows[0] as { id: number }).id;
    await query(`insert into account_deletion_codes (user_id, code_hash, created_at, expires_at) values ($1, $2, $3, $4)`, [
      deletingUserId,
      hmacSha256(secret, `delete:${deletingUserId}:5678`),
      at(-60),
      at(240),
    ]);

    await migratePgliteClient(database.client);
    t = await buildTestApp(database, { clock: createTestClock(NOW) });
  });

  after(async () => {
    await t.app.close();
    await database.close();
  });

  it('retires the old tables', async () => {
    const tables = await database.rawQuery<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_name in ('otp_codes', 'otp_checks', 'account_deletion_codes')`,
      [],
    );
    assert.deepEqual(tables, []);
  });

  it('signs in with a login code sent before the migration, once', async () => {
    assert.equal((await checkCode(t, phone(1), '1234')).status, 200);
    assert.equal(((await checkCode(t, phone(1), '1234')).body as unknown as ApiErrorBody).code, 'INVALID_CODE');
  });

  it('counts failed checks made before the migration', async () => {
    const locked = await checkCode(t, phone(2), '1234', { ip: '203.0.113.1' });
    assert.equal(locked.status, 429);
    assert.equal((locked.body as unknown as ApiErrorBody).code, 'TOO_MANY_ATTEMPTS');
  });

  it('deletes the account with a deletion code sent before the migration', async () => {
    const token = await createSession(database.db, deletingUserId, NOW);
    const deleted = await call(t.app, 'POST', '/api/users/user/delete/confirm', { code: '5678' }, bearer(token));
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.deepEqual(deleted.body, { deleted: true, cancelled_reservations: 0 });
  });
});
