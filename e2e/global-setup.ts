// Starts the production-built suite once for the whole run: backend on a fresh PGlite folder,
// the host and the five remotes on the test ports. The API reports its errors and request traces
// to a local monitoring receiver, which only collects (the host reports nothing, except the
// monitored one of monitoring.spec.ts, which reads both). Afterwards the backend's log of the whole run
// (test-results/stack-logs/backend.log) is checked for secrets: a leak fails the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMonitoringReceiver } from '../scripts/lib/monitoring-receiver.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { checkBackendLog } from './support/backend-log-check.ts';
import { apiMonitoringReceiverPort, DOOR_WINDOW_MINUTES, extraOrigins, ports } from './support/env.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-e2e-data-'));
  const logDir = join(import.meta.dirname, 'test-results', 'stack-logs');
  rmSync(logDir, { recursive: true, force: true });
  const receiver = await startMonitoringReceiver({ port: apiMonitoringReceiverPort });
  let stack: Awaited<ReturnType<typeof startStack>>;
  try {
    stack = await startStack({
      ports,
      dataDir: join(dataDir, 'pglite'),
      logDir,
      extraOrigins,
      // Per-IP limits stay on; each test sends its own X-Forwarded-For (see support/test.ts), which
      // the backend believes from this machine only (TRUST_PROXY never takes `true`).
      backendEnv: {
        TRUST_PROXY: 'loopback',
        DOOR_OPEN_BEFORE_MINUTES: String(DOOR_WINDOW_MINUTES),
        // Only the API's: the stack's runtime config keeps an empty DSN, so the other specs' pages load no SDK.
        SENTRY_DSN: receiver.dsn,
      },
    });
  } catch (error) {
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await stack.stop();
    await receiver.close();
    try {
      // Read from the data folder, so only once the backend has stopped and released it.
      await checkBackendLog(join(logDir, 'backend.log'), join(dataDir, 'pglite'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
