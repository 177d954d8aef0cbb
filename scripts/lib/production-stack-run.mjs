// What the web bench and the screenshots both do first: install, build what changed, find a
// Chromium, and start the production stack on the test ports with its data in a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_PORTS, resolvePorts } from './apps.mjs';
import { buildApps } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { installDependencies } from './install.mjs';
import { startStack } from './stack.mjs';

/**
 * Exits the process with `[tag] <reason>` when a step fails.
 * @param {string} tag e.g. "bench"
 * @returns {Promise<{ stack: Awaited<ReturnType<typeof startStack>>, chromiumPath: string, stop: () => Promise<void> }>}
 *   `stop` ends the stack and removes its data.
 */
export async function startProductionStackRun(tag) {
  const fail = (message) => {
    console.error(`[${tag}] ${message}`);
    process.exit(1);
  };
  if (!installDependencies()) fail('pnpm install failed');
  const build = await buildApps();
  if (!build.ok) fail('a production build failed (see above)');
  const chromiumPath = await ensureChromium();
  if (!chromiumPath) fail('no Chromium available');

  const dataDir = mkdtempSync(join(tmpdir(), `venue-${tag}-`));
  console.log(`[${tag}] starting the production stack…`);
  let stack;
  try {
    stack = await startStack({ ports: resolvePorts(TEST_PORTS), dataDir: join(dataDir, 'pglite'), logDir: join(dataDir, 'logs') });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    fail(error instanceof Error ? error.message : String(error));
  }
  const stop = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { stack, chromiumPath, stop };
}
