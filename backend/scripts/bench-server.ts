/**
 * One benchmark server: opens the database (PostgreSQL at BENCH_URL, or in-memory PGlite),
 * migrates, seeds the demo data plus BENCH_RESERVATIONS past reservations with generate_series
 * (BENCH_SEED=none: the database was seeded by an earlier run), then serves the API on BENCH_PORT
 * and prints READY. Started by bench-api.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migratePgliteClient, migratePostgresPool } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';

const NOW = new Date('2030-06-01T10:00:00Z');

async function open(): Promise<Database> {
  const url = process.env.BENCH_URL;
  if (url) {
    const database = await openPostgres({ url, poolMax: 10 });
    await migratePostgresPool(database.pool);
    return database;
  }
  const database = await openPglite({ dataDir: null });
  await migratePgliteClient(database.client);
  return database;
}

async function countOf(database: Database, query: SQL): Promise<number> {
  // Both drivers answer with `rows`; the shared Db type leaves the result untyped.
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/**
 * History: every court of every venue booked hour after hour backwards from the benchmark day,
 * so rows never overlap (the exclusion constraint holds) and the benchmarked day is a normal day.
 * Every tenth row is cancelled. Two halves of the courts are inserted on two connections at once:
 * maintaining the exclusion constraint's GiST index is most of the cost, and it is CPU-bound.
 */
async function seedHistory(database: Database, total: number): Promise<void> {
  const { db } = database;
  await db.execute(
    sql`insert into users (phone_number, created_at, updated_at) values ('+48500999000', ${NOW}, ${NOW}) on conflict do nothing`,
  );
  const objects = await countOf(database, sql`select count(*)::int as n from sport_objects`);
  const perObject = Math.ceil(total / objects);
  const half = (parity: number) =>
    db.execute(sql`
      insert into reservations (user_id, venue_id, sport_object_id, start_time, end_time, state, payment_method, payment_status, base_price_grosze, created_at)
      select u.id, o.venue_id, o.id, t.ts, t.ts + interval '1 hour',
             case when g % 10 = 0 then 'cancelled' else 'active' end, 'on_site', 'paid', 6000, ${NOW}
      from (select id from users where phone_number = '+48500999000') u
      cross join (select id, venue_id from sport_objects where id % 2 = ${parity}) o
      cross join generate_series(1, ${perObject}) g
      cross join lateral (select timestamptz '2030-06-01 00:00:00+00' - g * interval '1 hour' as ts) t`);
  await Promise.all([half(0), half(1)]);
  // A few bookings on the benchmarked day itself, so the answer has gaps to compute.
  await db.execute(sql`
    insert into reservations (user_id, venue_id, sport_object_id, start_time, end_time, state, payment_method, payment_status, base_price_grosze, created_at)
    select u.id, o.venue_id, o.id, timestamptz '2030-06-03 08:00:00+00' + (o.id % 5) * interval '2 hours', timestamptz '2030-06-03 09:30:00+00' + (o.id % 5) * interval '2 hours',
           'active', 'on_site', 'unpaid', 9000, ${NOW}
    from (select id from users where phone_number = '+48500999000') u cross join sport_objects o where o.venue_id = 1`);
  // A long-lived table has its visibility map set, so index-only scans skip the heap.
  await db.execute(sql`vacuum analyze`);
}

async function main() {
  const total = Number(process.env.BENCH_RESERVATIONS ?? '10000');
  const port = Number(process.env.BENCH_PORT ?? '4390');
  const database = await open();
  if (process.env.BENCH_SEED !== 'none') {
    await seedDemoData(database.db, NOW);
    const started = Date.now();
    await seedHistory(database, total);
    const n = await countOf(database, sql`select count(*)::int as n from reservations`);
    console.error(`  seeded ${n.toLocaleString('en')} reservations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const config = {
    ...loadConfig({
      APP_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      PAYMENT_SECRET: 'bench-payment-secret',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      JOBS_POLL_MS: '0',
      // The bench measures production mode on the local stand-ins, as a staging site would run.
      ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      ALLOW_PAYOUT_SANDBOX_IN_PRODUCTION: 'true',
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
      ALLOW_SIMULATED_DOOR_IN_PRODUCTION: 'true',
      ALLOW_REGISTRY_SANDBOX_IN_PRODUCTION: 'true',
      // Reporting would measure the receiver, not the API.
      ALLOW_NO_MONITORING_IN_PRODUCTION: 'true',
    }),
  };
  const app = await buildApp({ config, database, clock: { now: () => NOW }, ownsDatabase: true, runJobs: false });
  await app.listen({ host: '127.0.0.1', port });
  console.log('READY');
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
