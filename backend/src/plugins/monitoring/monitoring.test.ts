import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startMonitoringReceiver, type MonitoringReceiver } from '../../../../scripts/lib/monitoring-receiver.mjs';
import { buildApp } from '../../app.js';
import { testConfig } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

const BROWSER_TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const BROWSER_SPAN_ID = 'b7ad6b7169203331';
const PAY_BY_LINK = '3f2c1a9e-5b7d-4c8e-9f01-23456789abcd';

describe('reporting to the error-reporting service', () => {
  const ctx = useTestDatabase();
  let receiver: MonitoringReceiver;
  let base: string;
  let close: () => Promise<void>;

  before(async () => {
    receiver = await startMonitoringReceiver();
    const app = await buildApp({
      config: testConfig({ monitoring: { sentryDsn: receiver.dsn, release: 'player-api@1.0.0', tracesSampleRate: 1 } }),
      database: ctx.database,
    });
    // A fault injected for this test only: a route that fails with secrets in its message.
    app.get('/api/public/reservation/:uuid/fault', async () => {
      throw new Error(`gateway refused Bearer abc.def.ghi for +48501234567 with code=123456`);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    assert.ok(address && typeof address === 'object');
    base = `http://127.0.0.1:${address.port}`;
    close = () => app.close();
  });
  after(async () => {
    await close();
    await receiver.close();
  });

  it('reports a 500 in the browser’s trace, scrubbed, and the request’s transaction', async () => {
    const response = await fetch(`${base}/api/public/reservation/${PAY_BY_LINK}/fault?share=tok123456789012345678901`, {
      headers: {
        'sentry-trace': `${BROWSER_TRACE_ID}-${BROWSER_SPAN_ID}-1`,
        baggage: `sentry-trace_id=${BROWSER_TRACE_ID},sentry-environment=test,sentry-sample_rate=1,sentry-sampled=true`,
        authorization: 'Bearer session-token-1234567890',
        cookie: 'sid=secret',
      },
    });
    assert.equal(response.status, 500);
    assert.deepEqual(await response.json(), { code: 'INTERNAL', message: 'Internal server error' });

    const error = await receiver.waitFor('event', (event) => event.exception !== undefined);
    const event = error.payload!;
    assert.equal(event.contexts?.trace?.trace_id, BROWSER_TRACE_ID, 'the browser’s trace continues');
    assert.equal(event.environment, 'test');
    assert.equal(event.release, 'player-api@1.0.0');
    assert.equal(event.tags?.route, 'GET /api/public/reservation/:uuid/fault');
    const sent = JSON.stringify(event);
    for (const secret of [PAY_BY_LINK, 'abc.def.ghi', '501234567', '123456', 'session-token', 'sid=secret', 'tok1234567']) {
      assert.ok(!sent.includes(secret), `${secret} reached the report: ${sent}`);
    }
    assert.match(event.exception?.values?.[0]?.value ?? '', /^gateway refused Bearer \[redacted\]/);

    const transaction = await receiver.waitFor('transaction', (payload) => payload.contexts?.trace?.trace_id === BROWSER_TRACE_ID);
    assert.equal(transaction.payload?.transaction, 'GET /api/public/reservation/:uuid/fault');
    assert.equal(transaction.payload?.contexts?.trace?.parent_span_id, BROWSER_SPAN_ID);
    assert.ok(!JSON.stringify(transaction.payload).includes(PAY_BY_LINK));
  });

  it('sends a transaction for a request that succeeds, and no error', async () => {
    receiver.clear();
    assert.equal((await fetch(`${base}/health`)).status, 200);
    const transaction = await receiver.waitFor('transaction', (payload) => payload.transaction === 'GET /health');
    assert.equal(transaction.payload?.contexts?.trace?.op, 'http.server');
    assert.equal(receiver.items('event').length, 0);
  });
});
