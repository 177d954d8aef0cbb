import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres } from '../src/db/postgres.js';
const NOW = new Date('2030-06-01T10:00:00Z');
async function main() {
  const database = await openPostgres({ url: process.env.BENCH_URL!, poolMax: 10 });
  const config = { ...loadConfig({ APP_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', PAYMENT_SECRET: 'bench-payment-secret', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', JOBS_POLL_MS: '0' }) };
  const app = await buildApp({ config, database, clock: { now: () => NOW }, ownsDatabase: true, runJobs: false });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT) });
  console.log('READY');
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop); process.on('SIGINT', stop);
}
void main();
