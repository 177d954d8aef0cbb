import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Reservation } from '@venue/api';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migratePgliteClient } from '../../db/migrate.js';
import { openPglite } from '../../db/pglite.js';
import { migrationsFolder } from '../../lib/package-root.js';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { createTestClock } from '../../testing/test-clock.js';
import { createSession } from '../auth/session-service.js';

const NOW = new Date('2030-06-01T10:00:00.000Z');

/** The migrations folder as it was before 0016 (classes and trainers). */
function migrationsBefore0016(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'venue-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < 16);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) copyFileSync(path.join(migrationsFolder(), `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/**
 * Migration 0016 adds `kind` to reservations and narrows the court exclusion constraint to court
 * rows: a booking made before it stays an active court booking, still holds its court, and shows no
 * class or trainer; a trainer profile keeps its status. (PGlite on both test engines: plain SQL, and
 * this file needs a database stopped half-way through the history.)
 */
describe('migration 0016: bookings and trainers made before it keep their meaning', () => {
  let database: Awaited<ReturnType<typeof openPglite>>;
  let t: TestApp;
  let userId = 0;
  let objectId = 0;

  before(async () => {
    database = await openPglite({ dataDir: null });
    const oldFolder = migrationsBefore0016();
    try {
      await migrate(drizzle({ client: database.client }), { migrationsFolder: oldFolder });
    } finally {
      rmSync(oldFolder, { recursive: true, force: true });
    }
    const query = async <Row>(text: string, params: unknown[] = []) => (await database.client.query<Row>(text, params)).rows;
    const [venue] = await query<{ id: number }>(
      `insert into venues (slug, name, city, address, timezone, created_at) values ('old', 'Old', 'Warszawa', 'ul. 1', 'Europe/Warsaw', $1) returning id`,
      [NOW],
    );
    const [sport] = await query<{ id: number }>(`insert into sport_types (code, name) values ('squash', 'Squash') returning id`);
    const [object] = await query<{ id: number }>(
      `insert into sport_objects (venue_id, sport_type_id, name) values ($1, $2, 'Kort 1') returning id`,
      [venue?.id, sport?.id],
    );
    objectId = object?.id ?? 0;
    const [user] = await query<{ id: number }>(
      `insert into users (phone_number, created_at, updated_at) values ('+48500000001', $1, $1) returning id`,
      [NOW],
    );
    userId = user?.id ?? 0;
    await query(
      `insert into reservations (user_id, venue_id, sport_object_id, start_time, end_time, payment_method, payment_status, base_price_grosze, created_at)
       values ($1, $2, $3, '2030-06-03T16:00:00Z', '2030-06-03T17:00:00Z', 'on_site', 'unpaid', 8000, $4)`,
      [userId, venue?.id, objectId, NOW],
    );
    await query(`insert into trainer_venue_profiles (user_id, venue_id, status, visibility) values ($1, $2, 'accepted', 'visible')`, [
      userId,
      venue?.id,
    ]);
    await migratePgliteClient(database.client);
    t = await buildTestApp(database, { clock: createTestClock(NOW) });
  });

  after(async () => {
    await t.app.close();
    await database.close();
  });

  it('an earlier booking is an active court booking without class or trainer', async () => {
    const token = await createSession(database.db, userId, NOW);
    const mine = await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(token));
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.map((item) => [item.state, item.base_price, item.group_class, item.trainer]),
      [['active', 8000, null, null]],
    );
    const [row] = await database.rawQuery<{ kind: string; trainer_price_grosze: number }>(
      `select kind, trainer_price_grosze from reservations`,
      [],
    );
    assert.deepEqual(row, { kind: 'court', trainer_price_grosze: 0 });
  });

  it('still holds its court: an overlapping court booking is refused by the database', async () => {
    await assert.rejects(
      database.client.query(
        `insert into reservations (user_id, venue_id, sport_object_id, start_time, end_time, payment_method, payment_status, base_price_grosze, created_at)
         select user_id, venue_id, sport_object_id, start_time + interval '30 minutes', end_time + interval '30 minutes', 'on_site', 'unpaid', 8000, created_at from reservations`,
      ),
      (error: Error & { code?: string }) => error.code === '23P01',
    );
  });

  it('a trainer profile keeps its status and visibility, with empty public fields', async () => {
    const [profile] = await database.rawQuery<Record<string, unknown>>(
      `select status, visibility, display_name, price_per_hour_grosze, sport_object_ids from trainer_venue_profiles`,
      [],
    );
    assert.deepEqual(profile, {
      status: 'accepted',
      visibility: 'visible',
      display_name: '',
      price_per_hour_grosze: 0,
      sport_object_ids: [],
    });
  });
});
