import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { randomToken } from '../lib/crypto.js';
import { call, testConfig } from '../testing/test-app.js';
import { useTestDatabase } from '../testing/test-database.js';
import { loggableUrl, serializeError } from './log-redaction.js';

describe('log redaction', () => {
  it('keeps path words and numeric ids, drops uuids, tokens and query values', () => {
    const uuid = randomUUID();
    const token = randomToken();
    assert.equal(loggableUrl(`/api/public/reservation/${uuid}`, '/api/public/reservation/:uuid'), '/api/public/reservation/:uuid');
    assert.equal(loggableUrl('/api/users/payment/42', '/api/users/payment/:id'), '/api/users/payment/42');
    assert.equal(loggableUrl(`/api/users/payment/${uuid}`, '/api/users/payment/:id'), '/api/users/payment/:id');
    assert.equal(
      loggableUrl(`/api/sandbox/pay/${token}.abc/approve?return=${encodeURIComponent(`https://app/pay/${uuid}`)}`),
      '/api/sandbox/pay/:[redacted]/approve?return=[redacted]',
    );
    assert.equal(
      loggableUrl(`/api/unknown/${uuid}/x?token=${token}&token=2`),
      '/api/unknown/:[redacted]/x?token=[redacted]',
      'an unmatched path is judged by the shape of its segments',
    );
    assert.equal(loggableUrl('/api/marketplace/venue/get_object_availabilities/1'), '/api/marketplace/venue/get_object_availabilities/1');
  });

  it('drops the values of a failed query from the message, the stack, the fields and the cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_unique"'), {
      code: '23505',
      detail: 'Key (phone_number)=(+48500600700) already exists.',
      parameters: ['+48500600700'],
    });
    const error = new DrizzleQueryError('insert into "users" ("phone_number") values ($1)', ['+48500600700', 'secret-param'], cause);
    const dataError = Object.assign(new Error('invalid input syntax for type uuid: "leaked-token-value"'), { code: '22P02' });

    const logged = JSON.stringify([serializeError(error), serializeError(dataError)]);
    for (const secret of ['+48500600700', 'secret-param', 'leaked-token-value']) assert.ok(!logged.includes(secret), secret);
    assert.ok(logged.includes('values ($1)'), 'the SQL text with its placeholders stays');
    assert.ok(logged.includes('users_phone_unique') && logged.includes('23505'), 'the constraint and SQLSTATE stay');
    assert.ok(logged.includes('DrizzleQueryError') && logged.includes('log-redaction.test.ts'), 'type and stack stay');
  });

  describe('in the app', () => {
    const ctx = useTestDatabase();
    const lines: string[] = [];
    let app: FastifyInstance;
    const uuid = randomUUID();

    before(async () => {
      app = await buildApp({
        config: testConfig({ logLevel: 'info' }),
        database: ctx.database,
        logStream: { write: (line) => void lines.push(line) },
      });
      app.get('/failing-query', async () => {
        throw new DrizzleQueryError('select * from "payments" where "uuid" = $1', [uuid, 'param-value-in-error'], new Error('boom'));
      });
    });
    after(() => app.close());

    it('logs a pay-by-link request and a failed query without the link or the parameters', async () => {
      lines.length = 0;
      await call(app, 'GET', `/api/public/reservation/${uuid}`);
      await call(app, 'GET', `/api/users/payment/${uuid}`);
      const failed = await call(app, 'GET', `/failing-query?token=query-token-value`);
      assert.equal(failed.status, 500);

      const log = lines.join('');
      assert.ok(log.includes('/api/public/reservation/:uuid') && log.includes('/api/users/payment/:id'), 'the requests are logged');
      assert.ok(log.includes('Unhandled error') && log.includes('DrizzleQueryError'), 'the failure is logged');
      for (const secret of [uuid, 'param-value-in-error', 'query-token-value', 'params:']) assert.ok(!log.includes(secret), secret);
    });
  });
});
