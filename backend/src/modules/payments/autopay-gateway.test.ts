import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Payment } from '@venue/api';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookOnline } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
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
        response.end(
          JSON.stringify({
            result: 'OK',
            gatewayList: [
              { gatewayID: 509, gatewayName: 'BLIK', gatewayType: 'BLIK' },
              { gatewayID: 106, gatewayName: 'PBL', gatewayType: 'PBL' },
            ],
          }),
        );
      } else if (request.url === '/transactionRefund') {
        // The real gateway answers with the refund's own id and a hash over service, message and that id.
        const sent = new URLSearchParams(body);
        const messageId = sent.get('MessageID') ?? '';
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(
          sent.get('RemoteID') === 'UNKNOWN'
            ? '<?xml version="1.0"?><error><statusCode>404</statusCode><name>WRONG_REMOTE_ID</name></error>'
            : `<?xml version="1.0"?><refund><serviceID>${SERVICE_ID}</serviceID><messageID>${messageId}</messageID><remoteOutID>RO1</remoteOutID><hash>${signFields([SERVICE_ID, messageId, 'RO1'], SECRET)}</hash></refund>`,
        );
      } else if (request.url === '/legalData') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ result: 'OK', regulationUrl: 'https://gateway.example/regulamin', informationClause: 'Klauzula' }));
      } else {
        response.writeHead(500);
        response.end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, blikStatus }),
    ),
  );
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
    const { redirectUrl } = await gateway.start({
      orderId: 'ord-1',
      amountGrosze: 9198,
      methodId: 106,
      description: 'Rezerwacja 1',
      returnUrl: 'http://localhost:3000/payment-status/1',
    });
    const url = new URL(redirectUrl ?? '');
    assert.equal(url.origin + url.pathname, `${stub.url}/payment`);
    assert.equal(url.searchParams.get('Amount'), '91.98');
    assert.equal(url.searchParams.get('Hash'), signFields([SERVICE_ID, 'ord-1', '91.98', 'Rezerwacja 1', '106', 'PLN'], SECRET));
  });

  it('sends BLIK server to server with the code and accepts PENDING; a refusal is a gateway error', async () => {
    assert.deepEqual(
      await gateway.start({ orderId: 'ord-2', amountGrosze: 9198, methodId: 509, blikCode: '123456', description: 'R', returnUrl: 'x' }),
      { redirectUrl: null },
    );
    const sent = new URLSearchParams(stub.received.at(-1)?.body ?? '');
    assert.equal(sent.get('AuthorizationCode'), '123456');
    assert.equal(sent.get('GatewayID'), '509');
    assert.equal(stub.received.at(-1)?.headers.bmheader, 'pay-bm-continue-transaction-url');
    stub.blikStatus.value = 'FAILURE';
    await assert.rejects(
      gateway.start({ orderId: 'ord-3', amountGrosze: 9198, methodId: 509, blikCode: '123456', description: 'R', returnUrl: 'x' }),
      /refused/,
    );
    stub.blikStatus.value = 'PENDING';
  });

  it('refunds a transaction with a signed request naming our refund id; a refusal is a gateway error', async () => {
    const refundId = '0b8f5a4e-2c1d-4e6f-9a7b-3c5d7e9f1a2b';
    assert.deepEqual(await gateway.refund({ orderId: 'ord-1', remoteId: 'R1', amountGrosze: 9000, refundId }), { remoteRefundId: 'RO1' });
    const sent = new URLSearchParams(stub.received.at(-1)?.body ?? '');
    const messageId = refundId.replace(/-/g, '');
    assert.deepEqual(Object.fromEntries(sent), {
      ServiceID: SERVICE_ID,
      MessageID: messageId,
      RemoteID: 'R1',
      Amount: '90.00',
      Currency: 'PLN',
      Hash: signFields([SERVICE_ID, messageId, 'R1', '90.00', 'PLN'], SECRET),
    });
    await assert.rejects(gateway.refund({ orderId: 'ord-1', remoteId: 'UNKNOWN', amountGrosze: 9000, refundId }), /WRONG_REMOTE_ID/);
  });

  it('verifies ITN hashes and maps statuses; a wrong key or altered amount is refused', () => {
    const good = gateway.verifyNotification(
      itn({ orderID: 'ord-1', remoteID: 'R1', amount: '91.98', currency: 'PLN', paymentStatus: 'SUCCESS' }),
    );
    assert.deepEqual(good && { ...good, payload: null }, {
      orderId: 'ord-1',
      remoteId: 'R1',
      status: 'SUCCESS',
      amountGrosze: 9198,
      currency: 'PLN',
      payload: null,
    });
    assert.equal(
      gateway.verifyNotification(itn({ orderID: 'ord-1', remoteID: 'R1', amount: '91.98', currency: 'PLN', paymentStatus: 'FAILURE' }))
        ?.status,
      'VOIDED',
    );
    assert.equal(
      gateway.verifyNotification(
        itn({ orderID: 'ord-1', remoteID: 'R1', amount: '91.98', currency: 'PLN', paymentStatus: 'SUCCESS' }, 'another-key-another-key'),
      ),
      null,
    );
    const tampered = Buffer.from(
      itn({ orderID: 'ord-1', remoteID: 'R1', amount: '91.98', currency: 'PLN', paymentStatus: 'SUCCESS' }).transactions,
      'base64',
    )
      .toString()
      .replace('91.98', '0.01');
    assert.equal(gateway.verifyNotification({ transactions: Buffer.from(tampered).toString('base64') }), null);
    assert.equal(gateway.verifyNotification({}), null);
    const ack = gateway.acknowledge({
      orderId: 'ord-1',
      remoteId: 'R1',
      status: 'SUCCESS',
      amountGrosze: 9198,
      currency: 'PLN',
      payload: null,
    });
    assert.match(ack.body, /<confirmation>CONFIRMED<\/confirmation>/);
  });

  it('fetches the method list and legal data with signed requests', async () => {
    assert.deepEqual(await gateway.methods(), [
      { id: 509, name: 'BLIK', type: 'BLIK' },
      { id: 106, name: 'PBL', type: 'PBL' },
    ]);
    const request = JSON.parse(stub.received.at(-1)?.body ?? '{}') as Record<string, string>;
    assert.equal(request.Hash, signFields([SERVICE_ID, request.MessageID ?? '', 'PLN'], SECRET));
    assert.deepEqual(await gateway.legalData(509, 'pl'), {
      method_id: 509,
      regulation_url: 'https://gateway.example/regulamin',
      information_clause: 'Klauzula',
    });
    assert.equal((JSON.parse(stub.received.at(-1)?.body ?? '{}') as Record<string, string>).Language, 'PL');
  });

  it("asks for legal texts in the payer's language; Ukrainian, which the gateway lacks, gets English", async () => {
    await gateway.legalData(106, 'en');
    assert.equal((JSON.parse(stub.received.at(-1)?.body ?? '{}') as Record<string, string>).Language, 'EN');
    await gateway.legalData(106, 'uk');
    assert.equal((JSON.parse(stub.received.at(-1)?.body ?? '{}') as Record<string, string>).Language, 'EN');
  });
});

describe('Autopay-style notifications reach the app form-encoded, as the real gateway sends them, or as JSON', () => {
  const ctx = useTestDatabase();
  let stub: Awaited<ReturnType<typeof startStub>>;
  let t: TestApp;
  let token: string;

  before(async () => {
    stub = await startStub();
    t = await buildTestApp(ctx.database, {
      paymentGateway: new AutopayGateway({ baseUrl: stub.url, serviceId: SERVICE_ID, secret: SECRET }),
    });
  });
  after(async () => {
    await t.app.close();
    await new Promise<void>((resolve) => stub.server.close(() => resolve()));
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    token = (await signIn(t, phone(1))).token;
  });

  async function startTransfer(start: string): Promise<Payment> {
    const reservation = await bookOnline(t, token, start);
    const created = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_id: reservation.id, method_id: 106 },
      bearer(token),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return created.body;
  }

  const notify = (payload: string, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/api/public/payment/notification/autopay', payload, headers: { 'content-type': contentType } });
  const statusOf = async (payment: Payment) =>
    (await call<Payment>(t.app, 'GET', `/api/users/payment/${payment.id}`, undefined, bearer(token))).body.status;

  it('applies a form-encoded ITN and answers with the signed XML confirmation', async () => {
    const payment = await startTransfer('2030-06-03T14:00:00Z');
    const { transactions } = itn({
      orderID: payment.payment_uuid,
      remoteID: 'R-FORM',
      amount: '91.98',
      currency: 'PLN',
      paymentStatus: 'SUCCESS',
    });
    const answer = await notify(new URLSearchParams({ transactions }).toString(), 'application/x-www-form-urlencoded');
    assert.equal(answer.statusCode, 200, answer.body);
    assert.match(String(answer.headers['content-type']), /application\/xml/);
    assert.match(answer.body, new RegExp(`<orderID>${payment.payment_uuid}</orderID><confirmation>CONFIRMED</confirmation>`));
    assert.equal(await statusOf(payment), 'SUCCESS');
    // The same notification again, as JSON: acknowledged, applied once.
    assert.equal((await notify(JSON.stringify({ transactions }), 'application/json')).statusCode, 200);
    assert.equal(await statusOf(payment), 'SUCCESS');
  });

  it('reads base64 whose `+` a sender left unescaped, and refuses a bad hash sent as a form', async () => {
    const payment = await startTransfer('2030-06-03T16:00:00Z');
    let remote = 0;
    let transactions = '';
    // Vary the remote id until the base64 contains a `+`, so the case is really exercised.
    while (!transactions.includes('+'))
      transactions = itn({
        orderID: payment.payment_uuid,
        remoteID: `R${(remote += 1)}`,
        amount: '91.98',
        currency: 'PLN',
        paymentStatus: 'SUCCESS',
      }).transactions;
    const forged = itn(
      { orderID: payment.payment_uuid, remoteID: 'R-FORGED', amount: '91.98', currency: 'PLN', paymentStatus: 'SUCCESS' },
      'another-key-another-key',
    ).transactions;
    assert.equal(
      (await notify(new URLSearchParams({ transactions: forged }).toString(), 'application/x-www-form-urlencoded')).statusCode,
      400,
    );
    assert.equal(await statusOf(payment), 'PENDING');
    assert.equal((await notify(`transactions=${transactions}`, 'application/x-www-form-urlencoded')).statusCode, 200);
    assert.equal(await statusOf(payment), 'SUCCESS');
  });

  it('keeps the rest of the API JSON-only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/reservation',
      payload: 'venue_id=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token).headers },
    });
    assert.equal(response.statusCode, 415);
  });
});
