/**
 * API benchmark (not a test): availability of one venue for one day, 10 connections, 10 s, loopback.
 *   node scripts/pnpm.mjs --filter @venue/backend bench:api
 * Cases: PostgreSQL with 1,000,000 and with 10,000 reservations on BENCH_DATABASE_URL's server
 * (default postgres://postgres@127.0.0.1:5432/postgres), and in-memory PGlite with 10,000. The
 * server runs in its own process so the load generator does not share its event loop.
 *
 * The 10,000 case seeds a throwaway database. The 1,000,000 case keeps its database
 * (`venue_bench_1m_<hash>`) for the next run: building the exclusion constraint's GiST index over a
 * million rows takes one to two minutes on two cores, and the benchmark only reads. The hash covers
 * the migrations, the demo data and the seeding code, so any change to them seeds afresh (and drops
 * the outdated copy); BENCH_FRESH=1 forces it.
 *
 * With BENCH_WISHES=100000 (issue 29) the PostgreSQL 10,000 and PGlite cases each run twice, on
 * databases seeded alike (twenty running holds on the benchmarked day in both) but for that many
 * pending term-notification wishes, and print both runs side by side: availability must not read
 * pending wishes, so the two should match within noise. The 1 M case runs without wishes.
 *
 * Environment: BENCH_CASES=pg1m,pg10k,pglite (a subset while tuning; pg10k,pglite with wishes),
 * BENCH_WISHES (0), BENCH_DURATION (s, 10), BENCH_PORT (4390), BENCH_FRESH=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { packageRoot } from '../src/lib/package-root.js';
import { AVAILABILITY_BUSY_SQL } from '../src/modules/venues/availability-service.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? '4390');
const DURATION_S = Number(process.env.BENCH_DURATION ?? '10');
const CONNECTIONS = 10;
const VENUE_ID = 1;
const DATE = '2030-06-03';
const PATH = `/api/marketplace/venue/get_object_availabilities/${VENUE_ID}?date=${DATE}`;
// The read the endpoint makes, with the parameters it sends for DATE (local day ± the longest booking).
// Venue, the day's range, and the hold shown free (`?hold=`; 0: none) as the read takes them.
const EXPLAIN_PARAMS = [VENUE_ID, '2030-06-02T18:00:00.000Z', '2030-06-03T22:00:00.000Z', 0];
// Only a guard against a hang: a normal run takes about one minute (three with a fresh 1 M seed).
const WATCHDOG_MS = 10 * 60 * 1000;
const SEEDED_MARK = 'venue bench seed complete';
const WISHES = Number(process.env.BENCH_WISHES ?? '0');
/** Running holds on the measured day, in both runs of a wishes comparison (availability reads them). */
const HOLDS = 20;

type Result = {
  name: string;
  reservations: number;
  /** Pending term-notification wishes in the database. */
  wishes: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  cpuUsPerRequest: number | null;
};

const children = new Set<ChildProcess>();

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, url = SERVER_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(packageRoot(), 'scripts', 'bench-server.ts')], {
    cwd: packageRoot(),
    env: { ...process.env, ...env, BENCH_PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** CPU seconds (user + system) the process has used so far; null where /proc is missing. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name; 100 ticks a second.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** One autocannon run; latencies are also kept exactly (its histogram has whole milliseconds). */
function run(url: string, duration: number): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration }, (error: unknown, result: autocannon.Result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ result, latencies });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(name: string, reservations: number, server: ChildProcess, wishes = 0): Promise<Result> {
  const url = `http://127.0.0.1:${PORT}${PATH}`;
  // Warm-up: JIT, caches, connection pool.
  await run(url, 2);
  const cpuBefore = cpuSeconds(server.pid);
  const { result, latencies } = await run(url, DURATION_S);
  const cpuAfter = cpuSeconds(server.pid);
  const cpuUsPerRequest =
    cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? ((cpuAfter - cpuBefore) * 1e6) / result.requests.total : null;
  latencies.sort((a, b) => a - b);
  return {
    name,
    reservations,
    wishes,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p97_5: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx + result.timeouts,
    cpuUsPerRequest,
  };
}

async function explain(url: string): Promise<void> {
  const plan = await admin(async (client) => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${AVAILABILITY_BUSY_SQL}`,
      EXPLAIN_PARAMS,
    );
    return rows.map((row) => row['QUERY PLAN']);
  }, url);
  for (const line of plan) console.log(`    ${line}`);
}

async function countReservations(url: string): Promise<number> {
  return admin(async (client) => (await client.query<{ n: number }>('select count(*)::int as n from reservations')).rows[0]?.n ?? 0, url);
}

/** Everything the 1 M database's content depends on. */
function seedHash(): string {
  const root = packageRoot();
  const hash = createHash('sha256');
  const sources = [
    ...readdirSync(path.join(root, 'drizzle'))
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => path.join(root, 'drizzle', name)),
    ...readdirSync(path.join(root, 'src', 'db', 'seed'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort()
      .map((name) => path.join(root, 'src', 'db', 'seed', name)),
    path.join(root, 'scripts', 'bench-server.ts'),
  ];
  for (const file of sources) hash.update(file.slice(root.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

/** The kept 1 M database: reused when complete and current, else seeded by the server it starts. */
async function millionCase(): Promise<Result> {
  const reservations = 1_000_000;
  const name = `venue_bench_1m_${seedHash()}`;
  const fresh = process.env.BENCH_FRESH === '1';
  const existing = await admin(async (client) => {
    const { rows } = await client.query<{ datname: string; mark: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as mark from pg_database where datname like 'venue_bench_1m_%'`,
    );
    for (const row of rows) {
      // Outdated, incomplete (a run died while seeding) or unwanted copies.
      if (row.datname !== name || row.mark !== SEEDED_MARK || fresh)
        await client.query(`drop database if exists ${row.datname} with (force)`);
    }
    return rows.some((row) => row.datname === name && row.mark === SEEDED_MARK && !fresh);
  });
  const url = databaseUrl(name);
  let child: ChildProcess;
  if (existing) {
    log(
      `PostgreSQL 1 M: reusing ${name} (${(await countReservations(url)).toLocaleString('en')} reservations; BENCH_FRESH=1 seeds afresh)`,
    );
    child = await startServer({ BENCH_URL: url, BENCH_SEED: 'none' });
  } else {
    log(`PostgreSQL 1 M: seeding ${name} (one to two minutes, once)`);
    await admin((client) => client.query(`create database ${name}`));
    child = await startServer({ BENCH_URL: url, BENCH_RESERVATIONS: String(reservations) });
    await admin((client) => client.query(`comment on database ${name} is '${SEEDED_MARK}'`));
    // Write the seed's dirty pages out now rather than during the measurement.
    await admin((client) => client.query('checkpoint')).catch(() => log('checkpoint refused (needs a superuser); measuring anyway'));
  }
  try {
    log('PostgreSQL 1 M: plan of the availability read');
    await explain(url);
    log('PostgreSQL 1 M: measuring');
    return await measure('PostgreSQL', reservations, child);
  } finally {
    await stopServer(child);
  }
}

/** With a wishes comparison both runs get the same running holds; only the pending wishes differ. */
function wishEnv(wishes: number): NodeJS.ProcessEnv {
  return WISHES > 0 ? { BENCH_WISHES: String(wishes), BENCH_HOLDS: String(HOLDS) } : {};
}

function caseLabel(name: string, reservations: number, wishes: number): string {
  return `${name} ${reservations.toLocaleString('en')}${wishes > 0 ? ` + ${wishes.toLocaleString('en')} wishes` : ''}`;
}

async function throwawayCase(reservations: number, wishes = 0): Promise<Result> {
  const name = `venue_bench_${randomBytes(3).toString('hex')}`;
  const label = caseLabel('PostgreSQL', reservations, wishes);
  await admin((client) => client.query(`create database ${name}`));
  const url = databaseUrl(name);
  try {
    log(`${label}: seeding ${name}`);
    const child = await startServer({ BENCH_URL: url, BENCH_RESERVATIONS: String(reservations), ...wishEnv(wishes) });
    try {
      log(`${label}: plan of the availability read`);
      await explain(url);
      log(`${label}: measuring`);
      return await measure('PostgreSQL', reservations, child, wishes);
    } finally {
      await stopServer(child);
    }
  } finally {
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

async function pgliteCase(reservations: number, wishes = 0): Promise<Result> {
  const label = caseLabel('PGlite', reservations, wishes);
  log(`${label}: seeding in memory`);
  const child = await startServer({ BENCH_URL: '', BENCH_RESERVATIONS: String(reservations), ...wishEnv(wishes) });
  try {
    log(`${label}: measuring`);
    return await measure('PGlite', reservations, child, wishes);
  } finally {
    await stopServer(child);
  }
}

function printTable(results: Result[]) {
  console.log(`\nGET ${PATH}, ${CONNECTIONS} connections, ${DURATION_S} s`);
  console.log('(latencies of the 2xx answers, exact; server CPU: user + system time of the API process per request)');
  const width = Math.max(24, ...results.map((r) => caseLabel(r.name, r.reservations, r.wishes).length));
  console.log(`${'case'.padEnd(width)}    req/s   p50 ms  p97.5 ms  p99 ms  errors  server CPU µs/req`);
  for (const r of results) {
    const label = caseLabel(r.name, r.reservations, r.wishes).padEnd(width);
    const cpu = r.cpuUsPerRequest === null ? 'n/a' : r.cpuUsPerRequest.toFixed(0);
    console.log(
      `${label} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p97_5.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(7)} ${String(r.errors).padStart(7)} ${cpu.padStart(18)}`,
    );
  }
}

/** Each case without and with the wishes, side by side: throughput and latency should not move. */
function printWishComparison(results: Result[]) {
  const pairs = results
    .filter((r) => r.wishes > 0)
    .map((withWishes) => ({
      withWishes,
      without: results.find((r) => r.wishes === 0 && r.name === withWishes.name && r.reservations === withWishes.reservations),
    }));
  if (pairs.length === 0) return;
  console.log(`\nWith ${WISHES.toLocaleString('en')} pending wishes vs without (availability must not read them):`);
  console.log('case                       req/s without → with       p50 ms without → with      p99 ms without → with');
  for (const { without, withWishes } of pairs) {
    if (!without) continue;
    const change = (before: number, after: number) => `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)}%`;
    console.log(
      `${`${withWishes.name} ${withWishes.reservations.toLocaleString('en')}`.padEnd(24)} ${without.rps.toFixed(0).padStart(8)} → ${withWishes.rps.toFixed(0).padEnd(6)} (${change(without.rps, withWishes.rps)})  ${without.p50.toFixed(2).padStart(6)} → ${withWishes.p50.toFixed(2).padEnd(6)} (${change(without.p50, withWishes.p50)})  ${without.p99.toFixed(2).padStart(6)} → ${withWishes.p99.toFixed(2)} (${change(without.p99, withWishes.p99)})`,
    );
  }
}

/** Issue 32's goals for the venue-day availability read (2 cores, 10 connections). */
const GOALS = { pgMillionRps: 10_000, pgMillionP99Ms: 5, p50Ratio: 1.2, pgliteRps: 4_000 };

function printTargets(results: Result[]) {
  const plain = results.filter((r) => r.wishes === 0);
  const pgMillion = plain.find((r) => r.name === 'PostgreSQL' && r.reservations === 1_000_000);
  const pgTenK = plain.find((r) => r.name === 'PostgreSQL' && r.reservations === 10_000);
  const pglite = plain.find((r) => r.name === 'PGlite');
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const line = (goal: string, figure: string, ok: boolean) => console.log(`  ${goal.padEnd(34)} ${figure.padStart(9)}  ${verdict(ok)}`);
  console.log('\nGoals (issue 32; 2 cores):');
  if (pgMillion) {
    line(`PostgreSQL 1M ≥ ${GOALS.pgMillionRps.toLocaleString('en')} req/s`, pgMillion.rps.toFixed(0), pgMillion.rps >= GOALS.pgMillionRps);
    line(`PostgreSQL 1M p99 ≤ ${GOALS.pgMillionP99Ms} ms`, pgMillion.p99.toFixed(2), pgMillion.p99 <= GOALS.pgMillionP99Ms);
  }
  if (pgMillion && pgTenK) {
    const ratio = pgMillion.p50 / pgTenK.p50;
    line(`p50 1M / 10k ≤ ${GOALS.p50Ratio}`, ratio.toFixed(2), ratio <= GOALS.p50Ratio);
  }
  if (pglite) line(`PGlite ≥ ${GOALS.pgliteRps.toLocaleString('en')} req/s`, pglite.rps.toFixed(0), pglite.rps >= GOALS.pgliteRps);
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`bench:api did not finish within ${WATCHDOG_MS / 60_000} minutes; stopping`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  const started = Date.now();
  // The goals are for a quiet machine: say how quiet it was.
  const load = () =>
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} on ${cpus().length} cores`;
  log(load());
  const cases = (process.env.BENCH_CASES ?? (WISHES > 0 ? 'pg10k,pglite' : 'pg1m,pg10k,pglite')).split(',');
  const results: Result[] = [];
  if (cases.includes('pg1m')) results.push(await millionCase());
  if (cases.includes('pg10k')) {
    results.push(await throwawayCase(10_000));
    if (WISHES > 0) results.push(await throwawayCase(10_000, WISHES));
  }
  if (cases.includes('pglite')) {
    results.push(await pgliteCase(10_000));
    if (WISHES > 0) results.push(await pgliteCase(10_000, WISHES));
  }
  printTable(results);
  printWishComparison(results);
  printTargets(results);
  console.log(`\nAt the end: ${load()}`);
  console.log(`Total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
);
