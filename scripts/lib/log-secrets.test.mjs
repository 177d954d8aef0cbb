import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { findLeaks, secretsInMessages } from './log-secrets.mjs';

const line = (fields) => JSON.stringify({ level: 30, time: 1795648283838, pid: 2794, reqId: 'req-1', ...fields });

// What the redacting backend writes: none of it is a leak.
const cleanLog = [
  line({ req: { method: 'GET', url: '/api/public/reservation/:uuid', remotePort: 41234 }, msg: 'incoming request' }),
  line({ req: { method: 'GET', url: '/api/sandbox/pay/:[redacted]/approve?return=[redacted]' }, msg: 'incoming request' }),
  line({ req: { method: 'POST', url: '/api/users/course_enrollment/pay/77' }, msg: 'incoming request' }),
  line({ res: { statusCode: 200 }, responseTime: 12.1234, msg: 'request completed' }),
  line({
    err: { type: 'DrizzleQueryError', message: 'Failed query: select 1 where "uuid" = $1', params: '[redacted]', detail: '[redacted]' },
  }),
  line({ msg: 'Server listening at http://127.0.0.1:4000', date: '2030-01-02T10:00:00.000Z' }),
  line({ err: { stack: 'at /work/main/node_modules/.pnpm/fastify@5.12.8/node_modules/fastify/lib/handle-request.js:190:24' } }),
].join('\n');

describe('log secrets', () => {
  it('finds nothing in a redacted log, even where a code’s digits occur inside numbers', () => {
    assert.deepEqual(
      findLeaks(cleanLog, [
        { kind: 'code', value: '1234' },
        { kind: 'code', value: '2794' },
        { kind: 'code', value: '2030' },
      ]),
      [],
    );
  });

  it('finds each issued secret and each leak shape, without repeating the secret in the report', () => {
    const uuid = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const cases = [
      [line({ msg: 'sent', text: 'Kod logowania: 4821. Ważny 5 minut.' }), 'a code'],
      [line({ body: { code: '4821' } }), 'a code'],
      [line({ req: { url: `/api/public/reservation/${uuid}` } }), 'a uuid'],
      [line({ req: { url: `/api/sandbox/pay/abc.def` } }), 'pay path'],
      [line({ req: { url: '/api/x?return=http://a' } }), 'query string'],
      [line({ err: { message: 'Failed query: insert\nparams: +48500600700' } }), 'params:'],
      [line({ err: { detail: 'Key (phone)=(+48500600700) already exists.' } }), 'detail'],
      [line({ headers: { authorization: 'Bearer abc' } }), 'Bearer'],
      [line({ cookie: `session=${token}` }), 'a session token'],
    ];
    const secrets = [...secretsInMessages(['Kod logowania: 4821. Ważny 5 minut.', `Potwierdź: http://localhost/confirm?token=${token}`])];
    assert.ok(secrets.some((s) => s.value === token) && secrets.some((s) => s.value === '4821'));
    for (const [text, what] of cases) {
      const leaks = findLeaks(text, secrets);
      assert.ok(leaks.length > 0, what);
      for (const leak of leaks)
        assert.ok(!leak.excerpt.includes('4821') && !leak.excerpt.includes(token) && !leak.excerpt.includes(uuid), what);
    }
  });
});
