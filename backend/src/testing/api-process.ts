import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { packageRoot } from '../lib/package-root.js';

/** An API started the way production starts it (`src/main.ts`), in a process of its own. */
export type ApiProcess = {
  readonly url: string;
  /** Sends `signal` (SIGTERM: a graceful stop) and answers the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** What the process printed, for a failure message. */
  output(): string;
};

const OUTPUT_KEPT_CHARS = 20_000;

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts `src/main.ts` under tsx with `env` over a clean environment (PATH and HOME only, so
 * nothing of the test runner leaks in) and waits until its /health answers 200.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = await freePort();
  const root = packageRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (done) throw new Error(`The API process exited while starting:\n${printed}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API process did not answer /health within ${timeoutMs} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop(signal = 'SIGTERM') {
      if (!done) child.kill(signal);
      return exited;
    },
    output: () => printed,
  };
}
