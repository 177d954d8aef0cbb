import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { DevOutboxResponseSchema, type ApiErrorBody, type DevOutboxMessage } from '@venue/api';
import { devOutbox } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import { e164, phone, requestCode } from '../../testing/auth-helpers.js';
import { call, testConfig } from '../../testing/test-app.js';
import { createTestClock } from '../../testing/test-clock.js';
import { RecordingSmsSender } from '../../testing/recording-sms-sender.js';
import { useTestDatabase } from '../../testing/test-database.js';

describe('GET /api/dev/outbox', () => {
  const ctx = useTestDatabase();
  const clock = createTestClock(new Date('2030-06-01T10:00:00.000Z'));
  const buildFor = (appEnv: 'development' | 'test' | 'production') =>
    buildApp({ config: testConfig({ appEnv }), database: ctx.database, clock });
  let dev: Awaited<ReturnType<typeof buildFor>>;

  before(async () => {
    dev = await buildFor('development');
  });
  after(async () => {
    await dev.close();
  });

  it('lists the SMS sent through the default adapter, newest first, with E.164 recipients', async () => {
    // The development app uses the real outbox adapter; the helper only needs its `app`.
    const t = { app: dev, clock, sms: new RecordingSmsSender() };
    await requestCode(t, '500 000 001');
    clock.advance(1);
    await requestCode(t, phone(2));
    const response = await call<DevOutboxMessage[]>(dev, 'GET', '/api/dev/outbox');
    assert.equal(response.status, 200);
    assert.ok(v.is(DevOutboxResponseSchema, response.body));
    assert.deepEqual(
      response.body.map(({ channel, to, sentAt }) => ({ channel, to, sentAt })),
      [
        { channel: 'sms', to: e164(phone(2)), sentAt: '2030-06-01T10:00:01.000Z' },
        { channel: 'sms', to: e164(phone(1)), sentAt: '2030-06-01T10:00:00.000Z' },
      ],
    );
    assert.match(response.body[0]?.text ?? '', /^Kod logowania: \d{4}\. Ważny 5 minut\.$/);
  });

  it('filters by recipient and limits the count', async () => {
    const now = clock.now();
    await ctx.database.db.insert(devOutbox).values([
      { channel: 'sms', recipient: '+48500000003', text: 'a', sentAt: now },
      { channel: 'email', recipient: 'anna@example.com', text: 'b', sentAt: now },
      { channel: 'sms', recipient: '+48500000003', text: 'c', sentAt: new Date(now.getTime() + 1000) },
    ]);
    const filtered = await call<DevOutboxMessage[]>(dev, 'GET', '/api/dev/outbox?to=%2B48500000003&limit=1');
    assert.deepEqual(
      filtered.body.map((message) => message.text),
      ['c'],
    );
    const email = await call<DevOutboxMessage[]>(dev, 'GET', '/api/dev/outbox?to=anna%40example.com');
    assert.deepEqual(
      email.body.map((message) => message.channel),
      ['email'],
    );
  });

  it('validates the query', async () => {
    const response = await call<ApiErrorBody>(dev, 'GET', '/api/dev/outbox?limit=0');
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, {
      code: 'VALIDATION_FAILED',
      message: 'Query string is invalid',
      fieldErrors: { limit: { key: 'validation.invalid', params: { min: 1 } } },
    });
  });

  for (const appEnv of ['production', 'test'] as const) {
    it(`does not exist in ${appEnv} mode`, async () => {
      const app = await buildFor(appEnv);
      const response = await call(app, 'GET', '/api/dev/outbox');
      assert.equal(response.status, 404);
      assert.deepEqual(response.body, { code: 'NOT_FOUND', message: 'Route GET /api/dev/outbox not found' });
      await app.close();
    });
  }
});
