import { ConfigError } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { loadDotEnv } from './lib/dot-env.js';
import { serializeError } from './plugins/log-redaction.js';
import { startServer, type RunningServer } from './server.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

let server: RunningServer | undefined;
let stopping = false;

function log(level: 'info' | 'warn' | 'error', message: string, error?: unknown): void {
  if (server) server.app.log[level](error === undefined ? {} : { err: error }, message);
  else console[level === 'info' ? 'log' : 'error'](message, ...(error === undefined ? [] : [error]));
}

async function shutDown(running: RunningServer): Promise<never> {
  setTimeout(() => {
    log('error', `Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    log('error', 'Shutdown failed', error);
    process.exit(1);
  }
}

// Installed before starting, so a signal that arrives during start-up still shuts down cleanly.
function onSignal(signal: NodeJS.Signals): void {
  if (stopping) {
    log('warn', `${signal} again: exiting without waiting`);
    process.exit(1);
  }
  stopping = true;
  log('info', `${signal} received: finishing running requests and closing the database`);
  if (server) void shutDown(server);
}

async function main(): Promise<void> {
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  loadDotEnv();
  try {
    server = await startServer();
  } catch (error) {
    // Known start-up problems get a plain sentence, not a stack trace.
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    // A failed migration or seed query would otherwise print its parameters.
    else console.error('The API could not start:', serializeError(error));
    process.exit(1);
  }
  if (stopping) await shutDown(server);
}

void main();
