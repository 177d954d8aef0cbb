import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { assertPortFree, startProcess, stopAllProcesses, waitForHttp } from './processes.mjs';

const node = (script, options = {}) =>
  startProcess({ name: 'child', command: process.execPath, args: ['-e', script], cwd: process.cwd(), ...options });

describe('startProcess', () => {
  it('keeps the whole output when asked and reports the exit code', async () => {
    const proc = node('console.log("one"); console.error("two"); process.exit(3)', { collect: true });
    assert.deepEqual(await proc.exited, { code: 3, signal: null });
    assert.deepEqual(proc.output().split('\n').sort(), ['one', 'two']);
  });

  it('stops a running child, and stopAllProcesses stops whatever is left', async () => {
    const first = node('setInterval(() => {}, 1000)');
    const second = node('setInterval(() => {}, 1000)');
    assert.equal((await first.stop()).signal, 'SIGTERM');
    await stopAllProcesses();
    assert.ok(second.hasExited());
  });

  it('kills a child that ignores SIGTERM after the grace period', async () => {
    const stubborn = node('process.on("SIGTERM", () => {}); console.log("ready"); setInterval(() => {}, 1000)', { collect: true });
    while (!stubborn.output().includes('ready')) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal((await stubborn.stop(200)).signal, 'SIGKILL');
  });
});

describe('waitForHttp', () => {
  it('resolves once the URL answers 2xx', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    await waitForHttp(`http://127.0.0.1:${server.address().port}/`, { timeoutMs: 5000 });
    server.close();
  });

  it('fails at once, with its output, when the process behind the URL exits', async () => {
    const proc = node('console.error("config broken"); process.exit(1)');
    await assert.rejects(waitForHttp('http://127.0.0.1:9/health', { timeoutMs: 20_000, proc }), /child exited before .*config broken/s);
  });
});

describe('assertPortFree', () => {
  it('names the variable that moves a busy port', async () => {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    await assert.rejects(assertPortFree(port, 'PORT_HOST'), new RegExp(`Port ${port} .* PORT_HOST=<port>`));
    server.close();
    await assertPortFree(port, 'PORT_HOST');
  });
});
