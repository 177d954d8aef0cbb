import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { ApiErrorBodySchema, type ApiErrorBody } from '@venue/api';
import { buildApp } from '../app.js';
import { buildTestApp, call, testConfig, type TestApp } from '../testing/test-app.js';
import { useTestDatabase } from '../testing/test-database.js';
import { BODY_LIMIT_BYTES } from './json-body.js';

function assertErrorBody(body: unknown): ApiErrorBody {
  assert.ok(v.is(ApiErrorBodySchema, body), `not an error body: ${JSON.stringify(body)}`);
  return body;
}

describe('error answers', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  const logLines: string[] = [];

  before(async () => {
    t = await buildTestApp(ctx.database, {
      config: { logLevel: 'error' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  after(async () => {
    await t.app.close();
  });

  const otpUrl = '/api/users/auth/otp_login_signup';

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: otpUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"source":',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(assertErrorBody(response.json()).code, 'BAD_REQUEST');
  });

  it('answers JSON of the wrong shape with 400 VALIDATION_FAILED', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({ method: 'POST', url: otpUrl, headers: { 'content-type': 'application/json' }, payload });
      assert.equal(response.statusCode, 400, payload);
      const body = assertErrorBody(response.json());
      assert.equal(body.code, 'VALIDATION_FAILED', payload);
      assert.ok(body.fieldErrors, payload);
    }
  });

  it('treats an empty JSON body as a missing body', async () => {
    const response = await t.app.inject({ method: 'POST', url: otpUrl, headers: { 'content-type': 'application/json' }, payload: '' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(assertErrorBody(response.json()).fieldErrors, { _form: { key: 'validation.required' } });
  });

  it('answers a body that is not JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({ method: 'POST', url: otpUrl, headers: { 'content-type': contentType }, payload: 'source=web' });
      assert.equal(response.statusCode, 415, contentType);
      assert.equal(assertErrorBody(response.json()).code, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const payload = JSON.stringify({ source: 'web', padding: 'x'.repeat(BODY_LIMIT_BYTES) });
    const response = await t.app.inject({ method: 'POST', url: otpUrl, headers: { 'content-type': 'application/json' }, payload });
    assert.equal(response.statusCode, 413);
    assert.equal(assertErrorBody(response.json()).code, 'PAYLOAD_TOO_LARGE');
  });

  it('answers unknown routes and methods with 404 NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/nothing-here'],
      ['GET', '/api/public/venue/no-such-resource/1'],
      ['DELETE', '/api/users/auth/me'],
      ['GET', '/api/users/auth/otp_login_signup'],
    ] as const) {
      const response = await call(t.app, method, url);
      assert.equal(response.status, 404, `${method} ${url}`);
      assert.deepEqual(response.body, { code: 'NOT_FOUND', message: `Route ${method} ${url} not found` });
    }
  });

  it('answers a bad path parameter with 400 and field errors', async () => {
    const response = await call(t.app, 'GET', '/api/marketplace/venue/abc');
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, {
      code: 'VALIDATION_FAILED',
      message: 'Path parameters are invalid',
      fieldErrors: { id: { key: 'validation.invalid' } },
    });
  });

  it('hides the cause of unexpected failures and logs it instead', async () => {
    const app = await buildApp({
      config: testConfig({ logLevel: 'error' }),
      database: ctx.database,
      logStream: { write: (line) => void logLines.push(line) },
    });
    // A route added only here, failing the way a bug would.
    app.get('/broken', async () => {
      throw new Error('secret-detail: postgres://user:pw@db');
    });
    const response = await call(app, 'GET', '/broken');
    assert.equal(response.status, 500);
    assert.deepEqual(response.body, { code: 'INTERNAL', message: 'Internal server error' });
    assert.ok(!response.raw.body.includes('secret-detail'));
    assert.ok(
      logLines.some((line) => line.includes('secret-detail')),
      'the cause is logged',
    );
    await app.close();
  });
});
