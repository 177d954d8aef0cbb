/**
 * One benchmark server: opens the database (PostgreSQL at BENCH_URL, or in-memory PGlite),
 * migrates, seeds the demo data plus BENCH_RESERVATIONS past reservations with generate_series
 * (BENCH_SEED=none: the database was seeded by an earlier run), BENCH_WISHES pending
 * term-notification wishes and BENCH_HOLDS running holds (issue 29), then serves the API on BENCH_PORT and prints READY.
 * Started by bench-api.ts.
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
 * Every tenth row is cancelled. Hours the demo data's own history already books are skipped
 * (`on conflict do nothing` covers the exclusion constraint). Two halves of the courts are inserted on two connections at once:
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
      cross join lateral (select timestamptz '2030-06-01 00:00:00+00' - g * interval '1 hour' as ts) t
      on conflict do nothing`);
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

/** Wishes a player may have pending at once (TERM_NOTIFICATION_MAX_PENDING); the seed fills each player's quota. */
const WISHES_PER_PLAYER = 10;

/**
 * Open wishes as players leave them: 10 each (the cap) for `total / 10` players with an account
 * at every venue, spread over the venues, their sports and courts (every other wish for any court
 * of the kind), the 30 days ahead and the hours 07–21 UTC, windows of one to three hours for an
 * hour's play.
 */
async function seedWishes(database: Database, total: number): Promise<void> {
  const { db } = database;
  const players = Math.ceil(total / WISHES_PER_PLAYER);
  await db.execute(sql`
    insert into users (phone_number, created_at, updated_at)
    select '+4851' || lpad(p::text, 7, '0'), ${NOW}, ${NOW} from generate_series(1, ${players}) p`);
  await db.execute(sql`
    insert into user_venue_profiles (user_id, venue_id)
    select u.id, v.id from users u cross join venues v where u.phone_number like '+4851%'`);
  // Spread by hashes of (player, wish): the venue, court, day and hour of a wish are independent.
  await db.execute(sql`
    with objs as (
      select id, venue_id, sport_type_id, row_number() over (partition by venue_id order by id) - 1 as k, count(*) over (partition by venue_id) as c
      from sport_objects),
    vs as (select id, row_number() over (order by id) - 1 as k, count(*) over () as c from venues),
    players as (select id, row_number() over (order by id) as p from users where phone_number like '+4851%'),
    asked as (
      select u.id as user_id, u.p, w, (hashtext(u.p || 'v' || w)::bigint + 2147483648) as hv, (hashtext(u.p || 'o' || w)::bigint + 2147483648) as ho,
             (hashtext(u.p || 'd' || w)::bigint + 2147483648) as hd, (hashtext(u.p || 'h' || w)::bigint + 2147483648) as hh
      from players u cross join generate_series(1, ${WISHES_PER_PLAYER}) w)
    insert into term_notifications (user_id, user_venue_profile_id, venue_id, sport_object_id, sport_type_id, start_time, end_time, duration_minutes, created_at)
    select a.user_id, uvp.id, v.id, case when (a.hv / 7) % 2 = 0 then null else o.id end, o.sport_type_id,
           t.ts, t.ts + (1 + a.hd % 3) * interval '1 hour', 60, ${NOW}
    from asked a
    join vs v on v.k = a.hv % v.c
    join user_venue_profiles uvp on uvp.user_id = a.user_id and uvp.venue_id = v.id
    join objs o on o.venue_id = v.id and o.k = a.ho % o.c
    cross join lateral (
      select timestamptz '2030-06-01 07:00:00+00' + (a.hd % 30) * interval '1 day' + (a.hh % 14) * interval '1 hour' as ts
    ) t
    order by a.p, a.w
    limit ${total}`);
}

/**
 * Running holds on the benchmarked day at the benchmarked venue, as served wishes keep their slot
 * for a few minutes: availability reads these (through their partial index), never pending wishes.
 * Seeded alike in the runs with and without pending wishes, so the two differ only by those.
 */
async function seedHolds(database: Database, holds: number): Promise<void> {
  const { db } = database;
  await db.execute(
    sql`insert into users (phone_number, created_at, updated_at) values ('+48519999999', ${NOW}, ${NOW}) on conflict do nothing`,
  );
  await db.execute(sql`
    insert into user_venue_profiles (user_id, venue_id) select id, 1 from users where phone_number = '+48519999999' on conflict do nothing`);
  await db.execute(sql`
    with objs as (select id, sport_type_id, row_number() over (order by id) - 1 as k, count(*) over () as c from sport_objects where venue_id = 1)
    insert into term_notifications (user_id, user_venue_profile_id, venue_id, sport_object_id, sport_type_id, start_time, end_time,
      duration_minutes, status, created_at, sent_at, hold_sport_object_id, hold_start, hold_end, held_until, hold_active)
    select uvp.user_id, uvp.id, 1, o.id, o.sport_type_id, t.ts, t.ts + interval '1 hour', 60, 'sent', ${NOW}, ${NOW},
           o.id, t.ts, t.ts + interval '1 hour', ${new Date(NOW.getTime() + 15 * 60_000)}, true
    from generate_series(0, ${holds - 1}) g
    join objs o on o.k = g % o.c
    join user_venue_profiles uvp on uvp.venue_id = 1 and uvp.user_id = (select id from users where phone_number = '+48519999999')
    cross join lateral (select timestamptz '2030-06-03 06:00:00+00' + (g / o.c) * interval '2 hours' + interval '30 minutes' as ts) t`);
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
  const wishes = Number(process.env.BENCH_WISHES ?? '0');
  const holds = Number(process.env.BENCH_HOLDS ?? '0');
  if (wishes > 0 || holds > 0) {
    const started = Date.now();
    if (wishes > 0) await seedWishes(database, wishes);
    if (holds > 0) await seedHolds(database, holds);
    await database.db.execute(sql`vacuum analyze term_notifications`);
    const pending = await countOf(database, sql`select count(*)::int as n from term_notifications where status = 'pending'`);
    const held = await countOf(database, sql`select count(*)::int as n from term_notifications where hold_active`);
    console.error(
      `  seeded ${pending.toLocaleString('en')} pending wishes and ${held} running holds in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
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
