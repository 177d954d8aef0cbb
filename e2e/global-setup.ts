// Starts the production-built suite once for the whole run: backend on a fresh PGlite folder,
// the host and the five remotes on the test ports.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../scripts/lib/stack.mjs';
import { extraOrigins, ports } from './support/env.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-e2e-data-'));
  const stack = await startStack({
    ports,
    dataDir: join(dataDir, 'pglite'),
    logDir: join(import.meta.dirname, 'test-results', 'stack-logs'),
    extraOrigins,
    // Per-IP limits stay on; each test sends its own X-Forwarded-For (see support/test.ts).
    backendEnv: { TRUST_PROXY: 'true' },
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
