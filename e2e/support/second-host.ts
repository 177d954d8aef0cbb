// Another host beside the stack's: the suite's host build at its own port with its own runtime
// config, for what the config alone decides (a remote moved or released elsewhere, monitoring).
// The same builds, served differently: nothing is rebuilt.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { buildRuntimeConfig } from '../../scripts/lib/runtime-config.mjs';
import { startStaticServer } from '../../scripts/lib/stack.mjs';
import { frontendDirs } from './env.ts';

type RuntimeConfig = ReturnType<typeof buildRuntimeConfig>;
type StaticServerOptions = Parameters<typeof startStaticServer>[0];

const repoRoot = join(import.meta.dirname, '..', '..');

/** The production build of one of the suite's apps. */
export const distOf = (app: keyof typeof frontendDirs): string => join(repoRoot, frontendDirs[app], 'dist');

export interface SecondHost {
  url: string;
  /** A temporary folder of this host's own, removed by `stop`. */
  workDir: string;
  /** The runtime config the host serves, read again on every request: a test may rewrite it. */
  configFile: string;
  /** One more static server (e.g. a remote's build at another origin), stopped with the host. */
  serve: (options: StaticServerOptions) => Promise<void>;
  stop: () => Promise<void>;
}

/** Serves the host's build at `port` with `config`; `label` names its server and temporary folder. */
export async function startSecondHost({
  label,
  port,
  config,
}: {
  label: string;
  port: number;
  config: RuntimeConfig;
}): Promise<SecondHost> {
  const workDir = mkdtempSync(join(tmpdir(), `venue-e2e-${label}-`));
  const configFile = join(workDir, 'config.json');
  writeFileSync(configFile, JSON.stringify(config));
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    await Promise.all(stops.splice(0).map((stopServer) => stopServer()));
    rmSync(workDir, { recursive: true, force: true });
  };
  const serve = async (options: StaticServerOptions) => {
    const server = await startStaticServer(options);
    stops.push(server.stop);
  };
  try {
    await serve({ name: `${label}-host`, dir: distOf('host'), port, configFile });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}`, workDir, configFile, serve, stop };
}
