import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { bearer, checkCode, e164, phone, requestCode } from '../testing/auth-helpers.js';
import { buildApp } from '../app.js';
import { buildTestApp, call, testConfig, type TestApp } from '../testing/test-app.js';
import { useTestDatabase } from '../testing/test-database.js';

describe('logs', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  const lines: string[] = [];

  before(async () => {
    t = await buildTestApp(ctx.database, { config: { logLevel: 'trace' }, logStream: { write: (line) => void lines.push(line) } });
  });

  it('never contain codes, tokens or Authorization headers', async () => {
    await requestCode(t, phone(1));
    const code = t.sms.lastCodeFor(e164(phone(1)));
    const signedIn = await checkCode(t, phone(1), code);
    const token = signedIn.body.token;
    await call(t.app, 'GET', '/api/users/auth/me', undefined, bearer(token));
    await call(t.app, 'POST', '/api/users/auth/magic_login', { magic_token: 'some-magic-token-value' });
    await call(t.app, 'POST', '/api/users/auth/logout', undefined, bearer(token));

    const log = lines.join('');
    assert.ok(lines.length > 0, 'requests are logged');
    assert.ok(log.includes('/api/users/auth/me'), 'the request itself is logged');
    assert.ok(!log.includes(token), 'token');
    assert.ok(!log.includes('some-magic-token-value'), 'magic token');
    assert.ok(!log.includes(`Kod logowania: ${code}`), 'SMS text');
    assert.ok(!/"code":"\d{4}"/.test(log), 'code field');
    assert.ok(!log.includes('Bearer '), 'Authorization header');
  });

  it('redacts secrets even when a log call passes headers or bodies along', async () => {
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database: ctx.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    app.post('/careless', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'careless dump');
      request.log.info({ token: 'plain-token-value', magic_token: 'plain-magic-value' }, 'careless fields');
      return { ok: true };
    });
    lines.length = 0;
    await call(
      app,
      'POST',
      '/careless',
      { code: '1234', token: 'body-token-value' },
      { headers: { authorization: 'Bearer header-token-value' } },
    );
    const log = lines.join('');
    assert.ok(log.includes('careless dump') && log.includes('careless fields'));
    for (const secret of ['header-token-value', 'body-token-value', 'plain-token-value', 'plain-magic-value', '"1234"']) {
      assert.ok(!log.includes(secret), secret);
    }
    assert.ok(log.includes('[redacted]'));
    await app.close();
  });
});
