/**
 * API benchmark (not a test): availability of one venue for one day, 10 connections, 10 s, loopback.
 *   node scripts/pnpm.mjs --filter @venue/backend bench:api
 * Cases: PostgreSQL with 1,000,000 and with 10,000 reservations (each in a throwaway database on
 * BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres), and in-memory
 * PGlite with 10,000. The server runs in its own process so the load generator does not share its
 * event loop. Targets are those of the issue.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { packageRoot } from '../src/lib/package-root.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? '4390');
const DURATION_S = Number(process.env.BENCH_DURATION ?? '10');
const PATH = '/api/marketplace/venue/get_object_availabilities/1?date=2030-06-03';

type Result = { name: string; reservations: number; rps: number; p50: number; p99: number; errors: number };

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(packageRoot(), 'scripts', 'bench-server.ts')], {
    cwd: packageRoot(),
    env: { ...process.env, ...env, BENCH_PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function measure(name: string, reservations: number): Promise<Result> {
  const url = `http://127.0.0.1:${PORT}${PATH}`;
  // Warm-up: JIT, caches, connection pool.
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 10, duration: DURATION_S });
  return { name, reservations, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function postgresCase(reservations: number): Promise<Result> {
  const db = `venue_bench_${randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`create database ${db}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${db}`;
  const child = await startServer({ BENCH_URL: url.toString(), BENCH_RESERVATIONS: String(reservations) });
  try {
    return await measure('PostgreSQL', reservations);
  } finally {
    await stopServer(child);
    await admin((client) => client.query(`drop database if exists ${db} with (force)`));
  }
}

async function pgliteCase(reservations: number): Promise<Result> {
  const child = await startServer({ BENCH_URL: '', BENCH_RESERVATIONS: String(reservations) });
  try {
    return await measure('PGlite', reservations);
  } finally {
    await stopServer(child);
  }
}

async function main() {
  // BENCH_CASES=pg10k,pglite runs a subset (e.g. while tuning); all three by default.
  const cases = (process.env.BENCH_CASES ?? 'pg1m,pg10k,pglite').split(',');
  const results: Result[] = [];
  if (cases.includes('pg1m')) results.push(await postgresCase(1_000_000));
  if (cases.includes('pg10k')) results.push(await postgresCase(10_000));
  if (cases.includes('pglite')) results.push(await pgliteCase(10_000));
  console.log('\nGET /venue/get_object_availabilities/1?date=2030-06-03, 10 connections, %d s', DURATION_S);
  console.log('case                          req/s    p50 ms  p99 ms  errors');
  for (const r of results) {
    console.log(`${`${r.name} ${r.reservations.toLocaleString('en')}`.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`);
  }
  const [pgMillion, pgTenK, pglite] = results;
  if (results.length === 3 && pgMillion && pgTenK && pglite) {
    const ratio = pgMillion.p50 / Math.max(pgTenK.p50, 0.001);
    console.log('\nTargets (2 cores):');
    console.log(`  PostgreSQL 1M ≥ 2,500 req/s: ${pgMillion.rps.toFixed(0)} ${pgMillion.rps >= 2500 ? 'met' : 'NOT met'}`);
    console.log(`  PostgreSQL 1M p99 ≤ 20 ms: ${pgMillion.p99} ${pgMillion.p99 <= 20 ? 'met' : 'NOT met'}`);
    console.log(`  p50 1M / 10k ≤ 1.3: ${ratio.toFixed(2)} ${ratio <= 1.3 ? 'met' : 'NOT met'}`);
    console.log(`  PGlite ≥ 800 req/s: ${pglite.rps.toFixed(0)} ${pglite.rps >= 800 ? 'met' : 'NOT met'}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
