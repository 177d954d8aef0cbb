import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { useTestDatabase } from '../testing/test-database.js';

describe('CORS and security headers', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database, { config: { corsOrigins: ['http://localhost:3000', 'https://app.example.com'] } });
  });

  it('lets a configured origin read answers, with Retry-After exposed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/marketplace/venue', headers: { origin: 'http://localhost:3000' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(response.headers['access-control-expose-headers'], 'Retry-After');
    assert.equal(response.headers['access-control-allow-credentials'], undefined);
    assert.match(String(response.headers.vary), /Origin/);
  });

  it('answers a preflight from a configured origin with the methods and headers the apps use', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/user',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type,accept-language,sentry-trace,baggage',
      },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], 'https://app.example.com');
    assert.match(String(response.headers['access-control-allow-methods']), /PATCH/);
    const allowedHeaders = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'accept-language', 'sentry-trace', 'baggage'])
      assert.ok(allowedHeaders.includes(header), header);
  });

  it('gives other origins nothing to read', async () => {
    for (const origin of ['https://evil.example.com', 'http://localhost:3999', 'null']) {
      const simple = await t.app.inject({ method: 'GET', url: '/api/marketplace/venue', headers: { origin } });
      assert.equal(simple.headers['access-control-allow-origin'], undefined, origin);
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/users/user',
        headers: { origin, 'access-control-request-method': 'PATCH' },
      });
      assert.equal(preflight.headers['access-control-allow-origin'], undefined, origin);
    }
  });

  it('sends the security headers on every answer, errors included', async () => {
    for (const url of ['/health', '/api/marketplace/venue', '/missing']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/, url);
      assert.match(String(response.headers['content-security-policy']), /default-src 'none'/, url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
      assert.equal(response.headers['strict-transport-security'], undefined, `${url}: no HSTS outside production`);
    }
  });

  it('adds HSTS in production', async () => {
    const production = await buildTestApp(ctx.database, { config: { appEnv: 'production' } });
    const response = await production.app.inject({ method: 'GET', url: '/health' });
    assert.match(String(response.headers['strict-transport-security']), /max-age=31536000/);
    await production.app.close();
  });
});
