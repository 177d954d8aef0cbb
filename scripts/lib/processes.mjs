// Child processes of local runs: prefixed or logged output, health waits, clean stops.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const TAIL_LINES = 40;
/** Children still running, so a script being stopped can stop them too. */
const live = new Set();

/** Stops every child started here that is still running. */
export function stopAllProcesses() {
  return Promise.all([...live].map((proc) => proc.stop()));
}

/**
 * Starts a child process.
 * @param {{ name: string, command: string, args?: string[], cwd: string, env?: NodeJS.ProcessEnv,
 *           echo?: boolean, logFile?: string, collect?: boolean }} options
 *   echo: print each output line as `[name] line`; logFile: append output to that file;
 *   collect: keep the whole output for `output()` (otherwise only the last lines are kept).
 */
export function startProcess({ name, command, args = [], cwd, env = process.env, echo = false, logFile, collect = false }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const all = [];
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const label = `[${name}]`;

  const onLine = (line) => {
    tail.push(line);
    if (collect) all.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
    if (echo) process.stdout.write(`${label} ${line}\n`);
    log?.write(`${line}\n`);
  };
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    stream.on('end', () => pending && onLine(pending));
  }

  let exitInfo;
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      onLine(`could not start ${command}: ${error.message}`);
      exitInfo = { code: 1, signal: null };
      resolve(exitInfo);
    });
    child.on('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
  }).finally(() => log?.end());

  const handle = {
    name,
    pid: child.pid,
    exited,
    hasExited: () => exitInfo !== undefined,
    tail: () => tail.join('\n'),
    output: () => all.join('\n'),
    /** SIGTERM, then SIGKILL when the child has not exited within graceMs. */
    async stop(graceMs = 8000) {
      if (exitInfo) return exitInfo;
      child.kill('SIGTERM');
      const result = await Promise.race([exited, sleep(graceMs).then(() => undefined)]);
      if (result) return result;
      child.kill('SIGKILL');
      return exited;
    },
  };
  live.add(handle);
  void exited.then(() => live.delete(handle));
  return handle;
}

/**
 * Polls a URL until it answers 2xx. Fails early when the process behind it exits.
 * @param {string} url
 * @param {{ timeoutMs?: number, proc?: ReturnType<typeof startProcess> }} options
 */
export async function waitForHttp(url, { timeoutMs = 60_000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (proc?.hasExited()) {
      throw new Error(`${proc.name} exited before ${url} became healthy. Last output:\n${proc.tail()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000), cache: 'no-store' });
      await response.arrayBuffer();
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await sleep(250);
  }
  const output = proc ? `\nLast output of ${proc.name}:\n${proc.tail()}` : '';
  throw new Error(`${url} was not healthy within ${Math.round(timeoutMs / 1000)} s (${lastProblem})${output}`);
}

/** Throws a clear message when something already listens on the port. */
export async function assertPortFree(port, envName, host = '127.0.0.1') {
  await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => {
      const hint = envName ? ` Stop what uses it or choose another port with ${envName}=<port>.` : '';
      reject(new Error(error.code === 'EADDRINUSE' ? `Port ${port} on ${host} is already in use.${hint}` : error.message));
    });
    server.listen(port, host, () => server.close(resolve));
  });
}
