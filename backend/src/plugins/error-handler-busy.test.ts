import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import { DrizzleQueryError } from 'drizzle-orm';
import type { ApiErrorBody, OtpLoginSignupResponse, VenueSummary } from '@venue/api';
import { buildApp } from '../app.js';
import { openPostgres } from '../db/postgres.js';
import type { Database } from '../db/database.js';
import { buildTestApp, call, testConfig, type TestApp } from '../testing/test-app.js';
import { testDatabaseKind, useTestDatabase } from '../testing/test-database.js';
import { DATABASE_BUSY_RETRY_AFTER_SECONDS } from './error-handler.js';

const busyBody: ApiErrorBody = {
  code: 'SERVICE_BUSY',
  message: 'The service is busy; try again shortly',
  retryAfterSeconds: DATABASE_BUSY_RETRY_AFTER_SECONDS,
};

describe('a busy database answers 503 SERVICE_BUSY', () => {
  const ctx = useTestDatabase();

  it('maps "too many clients" from the engine to 503 with Retry-After, not 500', async () => {
    const app = await buildApp({ config: testConfig(), database: ctx.database });
    // A route added only here, failing the way the driver does when the server has no slot left.
    app.get('/crowded', async () => {
      throw new DrizzleQueryError('select 1', [], Object.assign(new Error('sorry, too many clients already'), { code: '53300' }));
    });
    try {
      const response = await call<ApiErrorBody>(app, 'GET', '/crowded');
      assert.equal(response.status, 503);
      assert.equal(response.headers['retry-after'], String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
      assert.deepEqual(response.body, busyBody);
    } finally {
      await app.close();
    }
  });
});

const onPostgres = testDatabaseKind() === 'postgres';

describe('an exhausted PostgreSQL pool', { skip: onPostgres ? false : 'needs PostgreSQL: runs with `npm run test:pg`' }, () => {
  const ctx = useTestDatabase();
  let tiny: (Database & { pool: pg.Pool }) | undefined;
  let t: TestApp;

  before(async () => {
    const url = ctx.database.url;
    if (!url) throw new Error('The PostgreSQL test database has no URL');
    // One connection, and a short wait for it: holding that connection starves every request.
    tiny = await openPostgres({ url, poolMax: 1, connectionTimeoutMs: 150 });
    t = await buildTestApp(tiny);
  });
  after(async () => {
    await t?.app.close();
    await tiny?.close();
  });

  it('answers 503 with Retry-After while no connection is free, and answers normally once one is', async () => {
    if (!tiny) throw new Error('The tiny pool is not open');
    const held = await tiny.pool.connect();
    try {
      // A plain query and a transaction ask the pool in different ways; both end as 503.
      const listed = await call<ApiErrorBody>(t.app, 'GET', '/api/marketplace/venue');
      assert.equal(listed.status, 503);
      assert.equal(listed.headers['retry-after'], String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
      assert.deepEqual(listed.body, busyBody);
      const login = await call<ApiErrorBody>(t.app, 'POST', '/api/users/auth/otp_login_signup', {
        source: 'web',
        phone_number_without_country_code: '500000951',
        country_code: '+48',
      });
      assert.equal(login.status, 503);
      assert.deepEqual(login.body, busyBody);
    } finally {
      held.release();
    }

    const venues = await call<VenueSummary[]>(t.app, 'GET', '/api/marketplace/venue');
    assert.equal(venues.status, 200);
    assert.ok(venues.body.length > 0);
    const login = await call<OtpLoginSignupResponse>(t.app, 'POST', '/api/users/auth/otp_login_signup', {
      source: 'web',
      phone_number_without_country_code: '500000951',
      country_code: '+48',
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
  });
});
