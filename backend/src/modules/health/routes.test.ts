import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ApiErrorBody, HealthResponse } from '@venue/api';
import { buildApp } from '../../app.js';
import type { Database, Db } from '../../db/database.js';
import { buildTestApp, call, testConfig, type TestApp } from '../../testing/test-app.js';
import { testDatabaseKind, useTestDatabase } from '../../testing/test-database.js';

describe('GET /health', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  it('answers ok and names the database engine', async () => {
    const response = await call<HealthResponse>(t.app, 'GET', '/health');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ok', db: testDatabaseKind() });
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database does not answer', async () => {
    const unreachable: Database = {
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db,
      kind: 'postgres',
      rawQuery: () => Promise.reject(new Error('connection refused')),
      listen: (_channel, listener) => listener.live(false),
      notificationsPending: false,
      notificationsDelivered: () => Promise.resolve(),
      closed: false,
      close: async () => undefined,
    };
    const app = await buildApp({ config: testConfig(), database: unreachable, sms: t.sms });
    const response = await call<ApiErrorBody>(app, 'GET', '/health');
    assert.equal(response.status, 503);
    assert.deepEqual(response.body, { code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' });
    await app.close();
  });
});
