import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scrubEvent, scrubText } from './scrub-event.js';

const UUID = '3f2c1a9e-5b7d-4c8e-9f01-23456789abcd';
const KIOSK = 'a1b2c3d4-0000-4000-8000-123456789abc';

describe('scrubText', () => {
  it('replaces capability ids, tokens, phone numbers and SMS codes, and keeps the words', () => {
    assert.equal(
      scrubText(`reservation ${UUID} for +48 501 234 567: code=123456, Bearer eyJhbGciOi.eyJzdWIiOi.sig, share h7Gk2mQ9xPz4LwR8vT1c`),
      'reservation [redacted] for [redacted]: code=[redacted], Bearer [redacted], share [redacted]',
    );
    assert.equal(scrubText('Venue 12 has no court 3'), 'Venue 12 has no court 3');
  });
});

describe('scrubEvent', () => {
  it('sends no cookies, credentials, bodies, query values, user or capability URLs', () => {
    const event = scrubEvent({
      transaction: `GET /api/public/reservation/${UUID}`,
      request: {
        url: `https://api.venue.example/api/public/reservation/${UUID}?return=https://x.example/p/${UUID}`,
        method: 'POST',
        headers: { Authorization: 'Bearer abc', cookie: 'sid=1', 'x-kiosk-token': 'k', 'user-agent': 'Firefox', 'sentry-trace': 't' },
        cookies: { sid: '1' },
        data: { phone: '+48501234567', code: '123456' },
        query_string: 'return=x',
      },
      exception: { values: [{ type: 'Error', value: `kiosk ${KIOSK} refused` }] },
      breadcrumbs: [
        { message: `fetch https://sms.example/send?to=+48501234567`, data: { url: `https://gw.example/pay/${UUID}`, token: 't0k' } },
      ],
      extra: { smsCode: '654321', nested: { accessToken: 'x', venueId: 4 } },
      contexts: { trace: { trace_id: 'abc', span_id: 'def', data: { 'http.status_code': 500, 'url.full': `/s/${UUID}` } } },
      user: { ip_address: '10.0.0.1' },
      spans: [{ description: `GET /api/users/share/${UUID}`, data: { 'http.route': '/api/users/share/:token' } }],
    });
    assert.equal(event.transaction, 'GET /api/public/reservation/:[redacted]');
    assert.deepEqual(event.request, {
      url: 'https://api.venue.example/api/public/reservation/:[redacted]?return=[redacted]',
      method: 'POST',
      headers: { 'user-agent': 'Firefox' },
    });
    assert.equal(event.exception?.values?.[0]?.value, 'kiosk [redacted] refused');
    assert.deepEqual(event.breadcrumbs?.[0]?.data, { url: 'https://gw.example/pay/:[redacted]', token: '[redacted]' });
    assert.ok(!event.breadcrumbs?.[0]?.message?.includes('501234567'));
    assert.deepEqual(event.extra, { smsCode: '[redacted]', nested: { accessToken: '[redacted]', venueId: 4 } });
    assert.deepEqual(event.contexts?.trace, {
      trace_id: 'abc',
      span_id: 'def',
      data: { 'http.status_code': 500, 'url.full': '/s/:[redacted]' },
    });
    assert.equal(event.user, undefined);
    assert.equal(event.spans?.[0]?.description, 'GET /api/users/share/:[redacted]');
    assert.ok(!JSON.stringify(event).includes(UUID));
  });
});
