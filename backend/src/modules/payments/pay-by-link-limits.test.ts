import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, beforeEach, describe, it } from 'node:test';
import type { ApiErrorBody } from '@venue/api';
import { phone, signIn } from '../../testing/auth-helpers.js';
import { bookOnline } from '../../testing/booking-helpers.js';
import { buildPaymentTestApp, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { PAY_BY_LINK_STARTS_PER_MINUTE_PER_RESERVATION, PAY_BY_LINK_STARTS_PER_MINUTE_PER_SOURCE } from './routes.js';

describe('pay-by-link limits on POST /payment/create', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
  });

  beforeEach(() => {
    // Each test starts an hour after the last, so no test sees another's hits.
    t.clock.advance(3600);
  });

  const payByLink = (uuid: string, remoteAddress: string) =>
    call<ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_uuid: uuid, method_id: 106 },
      { remoteAddress },
    );

  it('refuses a reservation past its budget with 429, Retry-After and the structured body, from any address', async () => {
    const { token } = await signIn(t, phone(1));
    const uuid = (await bookOnline(t, token, '2030-06-04T14:00:00Z')).reservation_uuid;
    const other = (await bookOnline(t, token, '2030-06-04T16:00:00Z')).reservation_uuid;
    for (let i = 0; i < PAY_BY_LINK_STARTS_PER_MINUTE_PER_RESERVATION; i++) {
      assert.notEqual((await payByLink(uuid, `198.51.100.${i + 1}`)).status, 429);
    }
    const refused = await payByLink(uuid, '203.0.113.200');
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 'RATE_LIMITED');
    assert.equal(refused.headers['retry-after'], '60');
    assert.equal(refused.body.retryAfterSeconds, 60);
    assert.equal((await payByLink(other, '203.0.113.200')).status, 201, 'another reservation is not held up');

    t.clock.advance(60);
    assert.notEqual((await payByLink(uuid, '203.0.113.200')).status, 429, 'a minute later the reservation may be paid again');
  });

  it('refuses one source (an IPv6 /64 as one) past its budget, while other sources go on', async () => {
    for (let i = 0; i < PAY_BY_LINK_STARTS_PER_MINUTE_PER_SOURCE; i++) {
      assert.equal((await payByLink(randomUUID(), `2001:db8:7:1::${i + 1}`)).status, 404);
    }
    const refused = await payByLink(randomUUID(), '2001:db8:7:1:ffff::9');
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 'RATE_LIMITED');
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal((await payByLink(randomUUID(), '2001:db8:7:2::1')).status, 404, 'the next /64 is another source');
  });
});
