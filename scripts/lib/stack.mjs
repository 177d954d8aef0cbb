// Runs the whole suite from production builds: the backend and one static server per app.
// Used by `npm start`, the e2e tests and the web bench, so all three run the same thing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND, FRONTEND_APPS } from './apps.mjs';
import { repoRoot } from './pnpm.mjs';
import { assertPortFree, startProcess, waitForHttp } from './processes.mjs';
import { buildRuntimeConfig, frontendOrigins } from './runtime-config.mjs';

const LISTEN_HOST = '127.0.0.1';
const serveStatic = join(repoRoot, 'scripts', 'serve-static.mjs');

/**
 * @param {{
 *   ports: Record<string, number>,
 *   dataDir: string,
 *   appEnv?: 'development' | 'production',
 *   hostname?: string,
 *   echo?: boolean,
 *   logDir?: string,
 *   backendEnv?: NodeJS.ProcessEnv,
 *   extraOrigins?: string[],
 *   healthTimeoutMs?: number,
 *   sentryDsn?: string,
 * }} options
 *   dataDir: PGlite folder (ignored by the backend when DATABASE_URL is set);
 *   echo: print children's output prefixed with their name; logDir: write `<name>.log` files there;
 *   extraOrigins: more origins the backend accepts (e.g. a second host serving another config);
 *   sentryDsn: where the host and the API report errors and traces (none by default).
 */
export async function startStack({
  ports,
  dataDir,
  appEnv = 'development',
  hostname = 'localhost',
  echo = false,
  logDir,
  backendEnv = {},
  extraOrigins = [],
  healthTimeoutMs = 90_000,
  sentryDsn = '',
}) {
  assertBuilt();
  for (const app of [...FRONTEND_APPS, BACKEND]) await assertPortFree(ports[app.id], app.portEnv);

  const config = buildRuntimeConfig({
    ports,
    hostname,
    environment: appEnv === 'production' ? 'production' : 'development',
    sentryDsn,
  });
  const runDir = mkdtempSync(join(tmpdir(), 'venue-stack-'));
  const configFile = join(runDir, 'config.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  if (logDir) mkdirSync(logDir, { recursive: true });
  mkdirSync(dataDir, { recursive: true });

  const urls = {
    ...Object.fromEntries(FRONTEND_APPS.map((app) => [app.id, `http://${hostname}:${ports[app.id]}`])),
    api: `http://${hostname}:${ports.api}`,
    apiBase: config.apiUrl,
  };
  const children = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map((child) => child.stop()));
    rmSync(runDir, { recursive: true, force: true });
  };
  const common = (name) => ({ name, echo, logFile: logDir ? join(logDir, `${name}.log`) : undefined });

  try {
    const backend = startProcess({
      ...common('backend'),
      ...backendCommand(),
      env: {
        ...process.env,
        APP_ENV: appEnv,
        HOST: LISTEN_HOST,
        PORT: String(ports.api),
        DATA_DIR: dataDir,
        CORS_ORIGINS: [
          ...frontendOrigins(
            ports,
            FRONTEND_APPS.map((app) => app.id),
          ),
          ...extraOrigins,
        ].join(','),
        // Where the payment gateway sends the user back to: this stack's host, whatever its port.
        APP_URL: `http://${hostname}:${ports.host}`,
        ...(sentryDsn ? { SENTRY_DSN: sentryDsn } : {}),
        ...backendEnv,
      },
    });
    children.push(backend);

    const servers = FRONTEND_APPS.map((app) => {
      const server = spawnStaticServer({
        ...common(app.id),
        dir: join(repoRoot, app.dir, 'dist'),
        port: ports[app.id],
        // Remotes get the config too: their standalone shells read it from their own origin.
        configFile,
        cors: app.id !== 'host',
      });
      children.push(server);
      return { app, server };
    });

    const local = (port, path) => `http://${LISTEN_HOST}:${port}${path}`;
    await Promise.all([
      waitForHttp(local(ports.api, '/health'), { timeoutMs: healthTimeoutMs, proc: backend }),
      ...servers.map(({ app, server }) =>
        waitForHttp(local(ports[app.id], app.id === 'host' ? '/index.html' : '/mf-manifest.json'), {
          timeoutMs: healthTimeoutMs,
          proc: server,
        }),
      ),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  /** Resolves with the first child that exits while the stack is meant to run. */
  const crashed = Promise.race(
    children.map((child) => child.exited.then((info) => ({ name: child.name, ...info, tail: child.tail() }))),
  ).then((info) => (stopping ? new Promise(() => {}) : info));

  return { urls, config, configFile, stop, crashed };
}

/**
 * One more static server outside the stack, e.g. a remote's build served at a second origin
 * (healthy once it serves `/mf-manifest.json`, or `/config.json` when given a config, or `healthPath`).
 * @param {{ name: string, dir: string, port: number, configFile?: string, cors?: boolean, spa?: boolean, logFile?: string, healthPath?: string }} options
 * @returns {Promise<{ url: string, stop: () => Promise<unknown> }>}
 */
export async function startStaticServer(options) {
  await assertPortFree(options.port);
  const server = spawnStaticServer(options);
  const healthPath = options.healthPath ?? (options.configFile ? '/config.json' : '/mf-manifest.json');
  try {
    await waitForHttp(`http://${LISTEN_HOST}:${options.port}${healthPath}`, { timeoutMs: 30_000, proc: server });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: `http://localhost:${options.port}`, stop: () => server.stop() };
}

/** `scripts/serve-static.mjs` with the app's folder; SPA fallback unless told otherwise, since every app runs standalone. */
function spawnStaticServer({ name, dir, port, configFile, cors = false, spa = true, echo = false, logFile }) {
  const args = [serveStatic, '--dir', dir, '--port', String(port), '--host', LISTEN_HOST];
  if (spa) args.push('--spa');
  if (configFile) args.push('--config', configFile);
  if (cors) args.push('--cors');
  return startProcess({ name, echo, logFile, command: process.execPath, args, cwd: repoRoot });
}

function assertBuilt() {
  const missing = [...FRONTEND_APPS.map((app) => join(app.dir, 'dist')), join(BACKEND.dir, 'dist')].filter(
    (dir) => !existsSync(join(repoRoot, dir)),
  );
  if (missing.length > 0) {
    throw new Error(`Production builds are missing (${missing.join(', ')}). Build first: node scripts/build-apps.mjs`);
  }
  if (!existsSync(serveStatic)) throw new Error(`${serveStatic} is missing`);
}

/** The backend's own `start` script, run without pnpm in between so signals reach it directly. */
function backendCommand() {
  const cwd = join(repoRoot, BACKEND.dir);
  const script = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')).scripts?.start;
  if (!script) throw new Error(`${BACKEND.packageName} has no start script`);
  const words = script.trim().split(/\s+/);
  if (words[0] === 'node' && !/[|&;<>$`'"]/.test(script)) {
    return { command: process.execPath, args: words.slice(1), cwd };
  }
  // `exec` replaces the shell, so stopping the child stops the server itself.
  return { command: '/bin/sh', args: ['-c', `exec ${script}`], cwd };
}
