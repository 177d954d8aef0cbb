import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { AutopayGateway } from './autopay-gateway.js';
import { signFields } from './signature.js';

const SECRET = 'autopay-stub-shared-key-0123456789';
const SERVICE_ID = '902100';

type Received = { path: string; body: string; headers: IncomingMessage['headers'] };

/** A local stand-in for the gateway: answers as the real one does, records what it got. */
function startStub(): Promise<{ server: Server; url: string; received: Received[]; blikStatus: { value: string } }> {
  const received: Received[] = [];
  const blikStatus = { value: 'PENDING' };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body, headers: request.headers });
      if (request.url === '/payment') {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0"?><transaction><orderID>x</orderID><status>${blikStatus.value}</status></transaction>`);
      } else if (request.url === '/gatewayList/v2') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ result: 'OK', gatewayList: [{ gatewayID: 509, gatewayName: 'BLIK', gatewayType: 'BLIK' }, { gatewayID: 106, gatewayName: 'PBL', gatewayType: 'PBL' }] }));
      } else if (request.url === '/legalData') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ result: 'OK', regulationUrl: 'https://gateway.example/regulamin', informationClause: 'Klauzula' }));
      } else {
        response.writeHead(500);
        response.end();
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, blikStatus })));
}

function itn(fields: { orderID: string; remoteID: string; amount: string; currency: string; paymentStatus: string }, secret = SECRET) {
  const values = [SERVICE_ID, fields.orderID, fields.remoteID, fields.amount, fields.currency, fields.paymentStatus];
  const xml = `<?xml version="1.0" encoding="UTF-8"?><transactionList><serviceID>${SERVICE_ID}</serviceID><transactions><transaction><orderID>${fields.orderID}</orderID><remoteID>${fields.remoteID}</remoteID><amount>${fields.amount}</amount><currency>${fields.currency}</currency><paymentStatus>${fields.paymentStatus}</paymentStatus></transaction></transactions><hash>${signFields(values, secret)}</hash></transactionList>`;
  return { transactions: Buffer.from(xml).toString('base64') };
}

describe('Autopay-style gateway against a local stub', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let gateway: AutopayGateway;

  before(async () => {
    stub = await startStub();
    gateway = new AutopayGateway({ baseUrl: stub.url, serviceId: SERVICE_ID, secret: SECRET });
  });
  after(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));

  it('starts a transfer with a signed link to the gateway page', async () => {
    const { redirectUrl } = await gateway.start({ orderId: 'ord-1', amountGrosze: 9198, methodId: 106, description: 'Rezerwacja 1', returnUrl: 'http://localhost:3000/payment-status/1' });
    const url = new URL(redirectUrl ?? '');
    assert.equal(url.origin + url.pathname, `${stub.url}/payment`);
    assert.equal(url.searchParams.get('Amount'), '91.98');
    assert.equal(url.searchParams.get('Hash'), signFields([SERVICE_ID, 'ord-1', '91.98', 'Rezerwacja 1', '106', 'PLN'], SECRET));
  });

  it('sends BLIK server to server with the code and accepts PENDING; a refusal is a gateway error', async () => {
    assert.deepEqual(await gateway.start({ orderId: 'ord-2', amountGrosze: 9198, methodId: 509, blikCode: '123456', description: 'R', returnUrl: 'x' }), { redirectUrl: null });
    const sent = new URLSearchParams(stub.received.at(-1)?.body ?? '');
    assert.equal(sent.get('AuthorizationCode'), '123456');
    assert.equal(sent.get('GatewayID'), '509');
    assert.equal(stub.received.at(-1)?.headers.bmheader, 'pay-bm-continue-transaction-url');
    stub.blikStatus.value = 'FAILURE';
    await assert.rejects(gateway.start({ orderId: 'ord-3', amountGrosze: 9198, methodId: 509, blikCode: '123456', description: 'R', returnUrl: 'x' }), /refused/);
    stub.blikStatus.value = 'PENDING';
  });

  it('verifies ITN hashes and maps statuses; a wrong key or altered amount is refused', () => {
    const good = gateway.verifyNotification(itn({ orderID: 'ord-1', remoteID: 'R1', amount: '91.98', currency: 'PLN', paymentStatus: 'SUCCESS' }));
    assert.deepEqual(good && { ...good, payload: null }, { orderId: 'ord-1', remoteId: 'R1', status: 'SUCCESS', amountGrosze: 9198, currency: 'PLN', payload: null });
    assert.equal(gateway.verifyNotification(itn({ orderID: 'ord-1', remoteID: 'R1', amount: '91.98', currency: 'PLN', paymentStatus: 'FAILURE' }))?.status, 'VOIDED');
    assert.equal(gateway.verifyNotification(itn({ orderID: 'ord-1', remoteID: 'R1', amount: '91.98', currency: 'PLN', paymentStatus: 'SUCCESS' }, 'another-key-another-key')), null);
    const tampered = Buffer.from(itn({ orderID: 'ord-1', remoteID: 'R1', amount: '91.98', currency: 'PLN', paymentStatus: 'SUCCESS' }).transactions, 'base64').toString().replace('91.98', '0.01');
    assert.equal(gateway.verifyNotification({ transactions: Buffer.from(tampered).toString('base64') }), null);
    assert.equal(gateway.verifyNotification({}), null);
    const ack = gateway.acknowledge({ orderId: 'ord-1', remoteId: 'R1', status: 'SUCCESS', amountGrosze: 9198, currency: 'PLN', payload: null });
    assert.match(ack.body, /<confirmation>CONFIRMED<\/confirmation>/);
  });

  it('fetches the method list and legal data with signed requests', async () => {
    assert.deepEqual(await gateway.methods(), [
      { id: 509, name: 'BLIK', type: 'BLIK' },
      { id: 106, name: 'PBL', type: 'PBL' },
    ]);
    const request = JSON.parse(stub.received.at(-1)?.body ?? '{}') as Record<string, string>;
    assert.equal(request.Hash, signFields([SERVICE_ID, request.MessageID ?? '', 'PLN'], SECRET));
    assert.deepEqual(await gateway.legalData(509), { method_id: 509, regulation_url: 'https://gateway.example/regulamin', information_clause: 'Klauzula' });
  });
});
