import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { hmacSha256 } from '../../lib/crypto.js';
import { HttpPayouts } from './http-payouts.js';
import { PayoutUnreachableError, type PayoutOrder } from './payout-adapter.js';

const SECRET = 's'.repeat(32);
const NOW = new Date('2030-06-03T10:00:00Z');

const order: PayoutOrder = {
  withdrawalId: 42,
  amount: 12_345,
  iban: 'PL61109010140000071219812874',
  accountOwner: 'Jan Kowalski',
  title: 'Wypłata z portfela nr 42',
  confirmedAt: NOW,
};

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** A stand-in for the payout gateway on a local port: records each request and answers what the test set. */
describe('HTTP payout adapter against a local stub gateway', () => {
  let server: Server;
  let baseUrl: string;
  const received: Received[] = [];
  let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };

  before(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
        setTimeout(() => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(answer.body);
        }, answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const adapter = (timeoutMs = 2000) => new HttpPayouts({ baseUrl, secret: SECRET, timeoutMs, pollSeconds: 300 });
  const reply = (status: number, body: unknown) => {
    answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
  };

  it('posts a signed order keyed by the withdrawal, and reads a completed transfer as paid', async () => {
    reply(200, { status: 'completed', reference: 'TRX-1' });
    assert.deepEqual(await adapter().send(order, NOW), { status: 'paid', reference: 'TRX-1' });
    const sent = received.at(-1);
    assert.ok(sent);
    assert.deepEqual([sent.method, sent.url], ['POST', '/v1/payouts']);
    assert.equal(sent.headers['idempotency-key'], 'withdrawal-42');
    assert.equal(sent.headers['x-timestamp'], String(NOW.getTime() / 1000));
    // The gateway checks the signature over timestamp and body with the shared secret.
    assert.equal(sent.headers['x-signature'], `sha256=${hmacSha256(SECRET, `${sent.headers['x-timestamp']}.${sent.body}`)}`);
    assert.deepEqual(JSON.parse(sent.body), {
      id: 'withdrawal-42',
      amount: 12_345,
      currency: 'PLN',
      iban: 'PL61109010140000071219812874',
      account_owner: 'Jan Kowalski',
      title: 'Wypłata z portfela nr 42',
    });
  });

  it('asks again later about an order still processing', async () => {
    reply(202, { status: 'processing', reference: 'TRX-2' });
    assert.deepEqual(await adapter().send(order, NOW), { status: 'processing', retryAt: new Date(NOW.getTime() + 300_000) });
  });

  it('reads a rejected order as payout_rejected and a cancelled one as payout_unavailable', async () => {
    reply(200, { status: 'rejected', reference: 'TRX-3', reason: 'account closed' });
    assert.deepEqual(await adapter().send(order, NOW), { status: 'failed', reason: 'payout_rejected', detail: 'account closed' });
    reply(200, { status: 'cancelled', reference: 'TRX-4' });
    assert.deepEqual(await adapter().send(order, NOW), { status: 'failed', reason: 'payout_unavailable', detail: 'cancelled' });
  });

  it('reads a 4xx as a refusal of the order', async () => {
    reply(422, { error: 'invalid iban' });
    const outcome = await adapter().send(order, NOW);
    assert.equal(outcome.status, 'failed');
    assert.equal(outcome.status === 'failed' && outcome.reason, 'payout_rejected');
  });

  it('treats a 5xx, a 429, an unreadable answer and silence as unreachable, to try again later', async () => {
    for (const [status, body] of [
      [503, 'busy'],
      [429, 'slow down'],
      [200, 'not json'],
      [200, { status: 'done' }],
    ] as const) {
      reply(status, body);
      await assert.rejects(adapter().send(order, NOW), PayoutUnreachableError, `${status} ${JSON.stringify(body)}`);
    }
    answer = { status: 200, body: JSON.stringify({ status: 'completed', reference: 'late' }), delayMs: 300 };
    await assert.rejects(adapter(50).send(order, NOW), /did not answer within 50 ms/);
    answer = { status: 200, body: '{}' };
  });

  it('treats a gateway that is not there as unreachable', async () => {
    const nowhere = new HttpPayouts({ baseUrl: 'http://127.0.0.1:9/v1', secret: SECRET, timeoutMs: 1000, pollSeconds: 300 });
    await assert.rejects(nowhere.send(order, NOW), /Payout gateway unreachable/);
  });
});
