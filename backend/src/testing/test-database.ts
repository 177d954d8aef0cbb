import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, beforeEach } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database.js';
import { migratePgliteClient, migratePostgresPool } from '../db/migrate.js';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { seedDemoData } from '../db/seed/seed-demo-data.js';
import { settlePendingDeliveries } from './pending-deliveries.js';

export type TestDatabase = Database & {
  /** Empties every table except the seeded venues and sport types. */
  reset(): Promise<void>;
  /** Connection URL of the PostgreSQL test database (absent on PGlite). */
  url?: string;
};

/** Set by scripts/run-tests.ts: a migrated, seeded PGlite dump, so each file skips initdb (~3 s). */
const TEMPLATE_ENV = 'PGLITE_TEMPLATE';
export const TEST_DATABASE_URL_ENV = 'TEST_DATABASE_URL';

const MUTABLE_TABLES = [
  'jobs',
  'course_enrollments',
  'courses',
  'venue_course_settings',
  'payment_notifications',
  'payment_reservations',
  'payments',
  'wallet_entries',
  'withdrawals',
  'reservations',
  'reservation_series',
  'group_class_occurrences',
  'group_class_price_lists',
  'group_class_schedule',
  'group_classes',
  'trainer_hour_overrides',
  'trainer_working_hours',
  'sessions',
  'confirmation_codes',
  'confirmation_checks',
  'magic_tokens',
  'rate_limit_hits',
  'dev_outbox',
  'user_venue_profiles',
  'trainer_venue_profiles',
  'user_sport_skills',
  'children',
  'users',
];

const SEED_TIME = new Date('2030-01-01T00:00:00Z');

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env[TEST_DATABASE_URL_ENV] ? 'postgres' : 'pglite';
}

function withReset(database: Database): TestDatabase {
  return Object.assign(database, {
    async reset() {
      await database.db.execute(sql.raw(`truncate table ${MUTABLE_TABLES.join(', ')} restart identity cascade`));
    },
  });
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const templatePath = process.env[TEMPLATE_ENV];
  if (templatePath) {
    return withReset(await openPglite({ dataDir: null, loadDataDir: new Blob([readFileSync(templatePath)]) }));
  }
  const database = await openPglite({ dataDir: null });
  await migratePgliteClient(database.client);
  await seedDemoData(database.db, SEED_TIME);
  return withReset(database);
}

/** A database of its own on the server named by TEST_DATABASE_URL; dropped again on close. */
async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `venue_test_${process.env.TEST_RUN_ID ?? 'adhoc'}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres({ url: url.toString(), poolMax: 5 });
  await migratePostgresPool(database.pool);
  await seedDemoData(database.db, SEED_TIME);
  const closePool = database.close.bind(database);
  return withReset(
    Object.assign(database, {
      url: url.toString(),
      async close() {
        await closePool();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    }),
  );
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_DATABASE_URL_ENV];
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

/**
 * One database per test file (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set),
 * emptied before every test. Call it inside the file's top-level `describe` (Node 20 runs
 * root-level hooks out of order); read `.database` inside tests and hooks.
 */
export function useTestDatabase(): { readonly database: TestDatabase } {
  let current: TestDatabase | undefined;
  before(async () => {
    current = await createTestDatabase();
  });
  after(async () => {
    await settlePendingDeliveries();
    await current?.close();
  });
  beforeEach(async () => {
    // A payment approval the last test started lands before its tables are emptied, not during.
    await settlePendingDeliveries();
    await current?.reset();
  });
  return {
    get database() {
      if (!current) throw new Error('The test database is not open yet');
      return current;
    },
  };
}
