import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from './app.js';
import type { Database } from './db/database.js';
import { testConfig } from './testing/test-app.js';
import { useTestDatabase } from './testing/test-database.js';

describe('closing the app', () => {
  const ctx = useTestDatabase();

  it('finishes running requests first, then closes the database', { timeout: 10_000 }, async () => {
    const events: string[] = [];
    // The shared test database stays open; this wrapper records when the app closes it.
    const database: Database = {
      db: ctx.database.db,
      kind: ctx.database.kind,
      rawQuery: (text, params) => ctx.database.rawQuery(text, params),
      listen: (channel, listener) => ctx.database.listen(channel, listener),
      notificationsPending: false,
      notificationsDelivered: () => ctx.database.notificationsDelivered(),
      closed: false,
      close: async () => void events.push('database closed'),
    };
    const app = await buildApp({ config: testConfig(), database, ownsDatabase: true });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      await gate;
      events.push('request finished');
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    assert.ok(address && typeof address === 'object');

    const running = fetch(`http://127.0.0.1:${address.port}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(events, [], 'nothing closes while a request runs');

    release();
    const response = await running;
    assert.equal(response.status, 200);
    // The keep-alive connection is not left open to hold the process.
    assert.equal(response.headers.get('connection'), 'close');
    assert.deepEqual(await response.json(), { done: true });
    await closing;
    assert.deepEqual(events, ['request finished', 'database closed']);
  });
});
