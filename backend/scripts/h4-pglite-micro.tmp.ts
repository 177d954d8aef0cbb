import { sql } from 'drizzle-orm';
import { migratePgliteClient } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';
const NOW = new Date('2030-06-01T10:00:00Z');
async function main() {
  const database = await openPglite({ dataDir: null });
  await migratePgliteClient(database.client);
  await seedDemoData(database.db, NOW);
  await database.db.execute(sql`insert into users (phone_number, created_at, updated_at) values ('+48500999000', ${NOW}, ${NOW}) on conflict do nothing`);
  await database.db.execute(sql`insert into reservations (user_id, venue_id, sport_object_id, start_time, end_time, state, payment_method, payment_status, base_price_grosze, created_at)
    select u.id, o.venue_id, o.id, t.ts, t.ts + interval '1 hour', 'active', 'on_site', 'paid', 6000, ${NOW}
    from (select id from users where phone_number = '+48500999000') u cross join sport_objects o cross join generate_series(1, 300) g
    cross join lateral (select timestamptz '2030-06-01 00:00:00+00' - g * interval '1 hour' as ts) t`);
  await database.db.execute(sql`insert into reservations (user_id, venue_id, sport_object_id, start_time, end_time, state, payment_method, payment_status, base_price_grosze, created_at)
    select u.id, o.venue_id, o.id, timestamptz '2030-06-03 08:00:00+00' + (o.id % 5) * interval '2 hours', timestamptz '2030-06-03 09:30:00+00' + (o.id % 5) * interval '2 hours', 'active', 'on_site', 'unpaid', 9000, ${NOW}
    from (select id from users where phone_number = '+48500999000') u cross join sport_objects o where o.venue_id = 1`);
  await database.db.execute(sql`vacuum analyze`);
  const c = database.client;
  const Q = `select sport_object_id as o, (extract(epoch from start_time) * 1000)::float8 as s, (extract(epoch from end_time) * 1000)::float8 as e
  from reservations where venue_id = $1 and state = 'active' and start_time >= $2 and start_time < $3 order by start_time, sport_object_id`;
  const params = [1, '2030-06-02T18:00:00.000Z', '2030-06-03T22:00:00.000Z'];
  await c.exec(`prepare busy_day(int, timestamptz, timestamptz) as ${Q}`);
  const N = 5000;
  for (const [label, run] of [
    ['query EXECUTE literals', () => c.query(`execute busy_day(1, '2030-06-02T18:00:00.000Z', '2030-06-03T22:00:00.000Z')`)],
    ['exec EXECUTE literals', () => c.exec(`execute busy_day(1, '2030-06-02T18:00:00.000Z', '2030-06-03T22:00:00.000Z')`)],
    ['exec SET generic; EXECUTE; RESET', () => c.exec(`set plan_cache_mode = force_generic_plan; execute busy_day(1, '2030-06-02T18:00:00.000Z', '2030-06-03T22:00:00.000Z'); reset plan_cache_mode`)],
    ['exec EXECUTE literals', () => c.exec(`execute busy_day(1, '2030-06-02T18:00:00.000Z', '2030-06-03T22:00:00.000Z')`)],
  ] as const) {
    for (let i = 0; i < 500; i++) await run();
    const t0 = process.hrtime.bigint(); const u0 = process.cpuUsage();
    for (let i = 0; i < N; i++) await run();
    const t1 = process.hrtime.bigint(); const u1 = process.cpuUsage(u0);
    console.log(label, Number(t1 - t0) / 1000 / N, 'us wall/query', (u1.user + u1.system) / N, 'us cpu/query');
  }
  console.log(JSON.stringify((await c.exec(`execute busy_day(1, '2030-06-02T18:00:00.000Z', '2030-06-03T22:00:00.000Z')`))[0]?.rows.slice(0,2)));
  console.log(JSON.stringify((await c.query(`execute busy_day(1, '2030-06-02T18:00:00.000Z', '2030-06-03T22:00:00.000Z')`)).rows.slice(0,2)));
  console.log((await c.query(`explain analyze execute busy_day(1, '2030-06-02T18:00:00.000Z', '2030-06-03T22:00:00.000Z')`)).rows);
}
void main();
// exec result shape
void (async () => {})();
