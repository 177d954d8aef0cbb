import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { ApiErrorBody } from '@venue/api';
import { devOutbox } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import { createTestClock } from '../../testing/test-clock.js';
import { call, testConfig } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { createSmsSender } from './create-sms-sender.js';
import { DEV_FAILING_SMS_NUMBER } from './dev-failure-number.js';
import { HttpSmsSender } from './http-sms-sender.js';
import { SmsSendError } from './sms-sender.js';

type Received = { method?: string; authorization?: string; contentType?: string; body: unknown };

/** A local stand-in for the SMS gateway; `behaviour` decides how it answers. */
function startStubGateway() {
  const received: Received[] = [];
  let behaviour: 'ok' | 'fail' | 'hang' = 'ok';
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        method: request.method,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(raw) as unknown,
      });
      if (behaviour === 'hang') return void hanging.push(response);
      response.writeHead(behaviour === 'ok' ? 202 : 503, { 'content-type': 'application/json' });
      response.end(behaviour === 'ok' ? '{"id":"msg-1"}' : '{"error":"unavailable"}');
    });
  });
  return {
    received,
    setBehaviour: (next: typeof behaviour) => void (behaviour = next),
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    },
    async close(): Promise<void> {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('SMS adapters', () => {
  const ctx = useTestDatabase();
  const gateway = startStubGateway();
  let url = '';

  before(async () => {
    url = await gateway.listen();
  });
  after(async () => {
    await gateway.close();
  });
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.setBehaviour('ok');
  });

  describe('HttpSmsSender', () => {
    it('posts {to, text} as JSON with the bearer token', async () => {
      await new HttpSmsSender({ url, token: 'gateway-token', timeoutMs: 2000 }).send({ to: '+48500000001', text: 'Kod logowania: 1234.' });
      assert.deepEqual(gateway.received, [
        {
          method: 'POST',
          authorization: 'Bearer gateway-token',
          contentType: 'application/json',
          body: { to: '+48500000001', text: 'Kod logowania: 1234.' },
        },
      ]);
    });

    it('fails on a non-2xx answer', async () => {
      gateway.setBehaviour('fail');
      const sender = new HttpSmsSender({ url, token: 't', timeoutMs: 2000 });
      await assert.rejects(sender.send({ to: '+48500000001', text: 'x' }), (error: unknown) => {
        assert.ok(error instanceof SmsSendError);
        assert.equal(error.message, 'SMS gateway answered 503');
        return true;
      });
    });

    it('fails when the gateway does not answer in time', async () => {
      gateway.setBehaviour('hang');
      const sender = new HttpSmsSender({ url, token: 't', timeoutMs: 150 });
      const started = Date.now();
      await assert.rejects(sender.send({ to: '+48500000001', text: 'x' }), /did not answer within 150 ms/);
      assert.ok(Date.now() - started < 2000);
    });

    it('fails when the gateway is unreachable', async () => {
      const sender = new HttpSmsSender({ url: 'http://127.0.0.1:9/sms', token: 't', timeoutMs: 2000 });
      await assert.rejects(sender.send({ to: '+48500000001', text: 'x' }), /SMS gateway unreachable/);
    });
  });

  describe('login through the http gateway', () => {
    const buildWithGateway = () =>
      buildApp({
        config: testConfig({ sms: { provider: 'http', url, token: 'gateway-token', timeoutMs: 300 } }),
        database: ctx.database,
        clock: createTestClock(),
      });
    const body = { source: 'web', phone_number_without_country_code: '500000001', country_code: '+48' };

    it('delivers the code through the gateway', async () => {
      const app = await buildWithGateway();
      const response = await call(app, 'POST', '/api/users/auth/otp_login_signup', body);
      assert.equal(response.status, 200);
      assert.equal(gateway.received.length, 1);
      assert.match(JSON.stringify(gateway.received[0]?.body), /Kod logowania: \d{4}/);
      await app.close();
    });

    for (const behaviour of ['fail', 'hang'] as const) {
      it(`answers 502 SMS_SEND_FAILED when the gateway ${behaviour === 'fail' ? 'fails' : 'times out'}`, async () => {
        gateway.setBehaviour(behaviour);
        const app = await buildWithGateway();
        const response = await call<ApiErrorBody>(app, 'POST', '/api/users/auth/otp_login_signup', body);
        assert.equal(response.status, 502);
        assert.equal(response.body.code, 'SMS_SEND_FAILED');
        await app.close();
      });
    }
  });

  describe('the development failure number', () => {
    const failingBody = { source: 'web', phone_number_without_country_code: '500 000 999', country_code: '+48' };

    it('always fails outside production, so the UI error path can be tested', async () => {
      const app = await buildApp({ config: testConfig({ appEnv: 'development' }), database: ctx.database, clock: createTestClock() });
      const response = await call<ApiErrorBody>(app, 'POST', '/api/users/auth/otp_login_signup', failingBody);
      assert.equal(response.status, 502);
      assert.equal(response.body.code, 'SMS_SEND_FAILED');
      assert.equal((await ctx.database.db.select().from(devOutbox)).length, 0);
      await app.close();
    });

    it('is an ordinary number in production', async () => {
      const sender = createSmsSender({ appEnv: 'production', sms: { provider: 'outbox' } }, ctx.database.db, createTestClock());
      await sender.send({ to: DEV_FAILING_SMS_NUMBER, text: 'Kod logowania: 1234.' });
      const rows = await ctx.database.db.select().from(devOutbox);
      assert.deepEqual(
        rows.map((row) => row.recipient),
        [DEV_FAILING_SMS_NUMBER],
      );
    });
  });
});
