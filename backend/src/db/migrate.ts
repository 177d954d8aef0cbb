import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { migrationsFolder } from '../lib/package-root.js';

// Any constant works; it only has to be the same in every instance of this service.
const MIGRATION_LOCK_KEY = 7_412_001;

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
}

/** Several instances may start together on one server: a session lock lets one migrate at a time. */
export async function migratePostgresPool(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
