#!/usr/bin/env node
// `npm start`: install, build, then run the backend and every app from production builds.
import { join } from 'node:path';
import { FRONTEND_APPS, PRODUCT_PORTS, resolvePorts } from './lib/apps.mjs';
import { buildApps } from './lib/build.mjs';
import { installDependencies } from './lib/install.mjs';
import { startMonitoringReceiver } from './lib/monitoring-receiver.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import { stopAllProcesses } from './lib/processes.mjs';
import { startStack } from './lib/stack.mjs';

const fail = (message) => {
  console.error(`\n[start] ${message}`);
  process.exit(1);
};

// Checked before the long install and build.
const monitoring = process.env.MONITORING ?? '';
if (monitoring && monitoring !== 'local') fail(`MONITORING=${monitoring}: the only choice is MONITORING=local`);

let ports;
try {
  ports = resolvePorts(PRODUCT_PORTS);
} catch (error) {
  fail(error.message);
}

let stack;
let stopping = false;
let receiver;
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping…');
  // Before the stack runs, the children are builds; afterwards, the servers.
  await (stack ? stack.stop() : stopAllProcesses());
  await receiver?.close();
  console.log('[start] stopped');
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A second Ctrl-C while stopping gives up waiting.
    if (stopping) process.exit(130);
    void shutdown(signal === 'SIGINT' ? 0 : 143);
  });
}

if (!installDependencies()) fail('Installing dependencies failed (see above).');

const build = await buildApps();
if (!build.ok) {
  const failed = build.results.filter((r) => r.status === 'failed').map((r) => r.dir);
  fail(`Build failed for ${failed.join(', ')} (see above).`);
}

// MONITORING=local: a local receiver stands in for the error-reporting service; the host and
// the API report to it (its DSN goes into the generated runtime config and SENTRY_DSN).
if (monitoring === 'local') {
  try {
    receiver = await startMonitoringReceiver({ port: Number(process.env.PORT_MONITORING ?? 4900), log: console.log });
  } catch (error) {
    fail(`The monitoring receiver could not start (PORT_MONITORING): ${error.message}`);
  }
}

console.log('[start] starting the backend and the static servers…');
try {
  stack = await startStack({
    ports,
    dataDir: join(repoRoot, 'backend', '.data', 'pglite'),
    echo: true,
    sentryDsn: receiver?.dsn,
  });
} catch (error) {
  await receiver?.close();
  fail(error.message);
}

const { urls } = stack;
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in backend/.data/pglite';
const lines = [
  '',
  '='.repeat(64),
  `  Open ${urls.host}`,
  '',
  ...FRONTEND_APPS.filter((app) => app.id !== 'host').map((app) => `  ${app.dir.padEnd(16)} ${urls[app.id]}`),
  `  ${'backend'.padEnd(16)} ${urls.api}  (API ${urls.apiBase}, ${database})`,
  `  ${'SMS codes'.padEnd(16)} ${urls.apiBase}/dev/outbox`,
  `  ${'kiosk alone'.padEnd(16)} ${urls.kiosk}/self-checkout/1`,
  ...(receiver ? [`  ${'monitoring'.padEnd(16)} ${receiver.url}  (errors, traces and replays received; DSN ${receiver.dsn})`] : []),
  '',
  '  Press Ctrl-C to stop everything.',
  '='.repeat(64),
  '',
];
console.log(lines.join('\n'));

const crash = await stack.crashed;
if (!stopping) {
  console.error(`\n[start] ${crash.name} exited unexpectedly (code ${crash.code ?? crash.signal}).`);
  await shutdown(1);
}
