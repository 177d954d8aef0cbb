import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import type { ApiErrorBody } from '@venue/api';
import { checkCode, e164, phone, requestCode } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

function errorOf(response: { body: unknown }): ApiErrorBody {
  return response.body as ApiErrorBody;
}

function assertLimited(response: { status: number; body: unknown; headers: Record<string, unknown> }, code: string, retryAfter: number) {
  assert.equal(response.status, 429, JSON.stringify(response.body));
  assert.equal(errorOf(response).code, code);
  assert.equal(errorOf(response).retryAfterSeconds, retryAfter);
  assert.equal(response.headers['retry-after'], String(retryAfter));
}

describe('phone login abuse limits', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database, {
      // Small country caps so the SMS-pumping guard can be reached in a test; the rest are the real limits.
      codePolicies: { login: { sendsPerCallingCodePerHour: { fallback: 100, byCallingCode: { '380': 3 } } } },
    });
  });
  beforeEach(() => {
    t.sms.sent.length = 0;
  });

  it('sends a new code to a phone no sooner than 60 s after the last', async () => {
    assert.equal((await requestCode(t, phone(1))).status, 200);
    t.clock.advance(15);
    assertLimited(await requestCode(t, phone(1)), 'RATE_LIMITED', 45);
    t.clock.advance(44.5);
    assertLimited(await requestCode(t, phone(1)), 'RATE_LIMITED', 1);
    t.clock.advance(0.5);
    assert.equal((await requestCode(t, phone(1))).status, 200);
    assert.equal(t.sms.sent.length, 2);
  });

  it('sends at most 5 codes per phone per hour and says when the next is possible', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await requestCode(t, phone(2));
      assert.equal(response.status, 200, `send ${i + 1}`);
      // The answer already announces the hourly limit after the fifth code.
      assert.equal(response.body.resend_available_in, i < 4 ? 60 : 3600 - 4 * 61);
      t.clock.advance(61);
    }
    // First send was 5 × 61 s ago; it leaves the hour window after 3600 s.
    assertLimited(await requestCode(t, phone(2)), 'RATE_LIMITED', 3600 - 5 * 61);
    t.clock.advance(3600 - 5 * 61);
    assert.equal((await requestCode(t, phone(2))).status, 200);
  });

  it('sends 30 codes an hour from one address at once, then each a second later than the one before (shared NAT)', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 30; i++) assert.equal((await requestCode(t, phone(100 + i), { ip })).status, 200, `send ${i + 1}`);
    // Not a lock-out: the 31st waits 1 s after the 30th, the 32nd 2 s after the 31st, …
    for (let over = 1; over <= 3; over++) {
      assertLimited(await requestCode(t, phone(200 + over), { ip }), 'RATE_LIMITED', over);
      t.clock.advance(over);
      assert.equal((await requestCode(t, phone(200 + over), { ip })).status, 200, `send ${30 + over}`);
    }
    // Another address is not affected.
    assert.equal((await requestCode(t, phone(210), { ip: '203.0.113.8' })).status, 200);
  });

  it('caps sends per country calling code per hour against SMS pumping, then lets one new number in every 30 s', async () => {
    const numbers = ['501234561', '501234562', '501234563', '501234564'];
    for (const [index, national] of numbers.slice(0, 3).entries()) {
      assert.equal((await requestCode(t, national, { countryCode: '+380', ip: `198.51.100.${index}` })).status, 200);
    }
    assertLimited(await requestCode(t, numbers[3] ?? '', { countryCode: '+380', ip: '198.51.100.9' }), 'RATE_LIMITED', 30);
    t.clock.advance(30);
    assert.equal((await requestCode(t, numbers[3] ?? '', { countryCode: '+380', ip: '198.51.100.9' })).status, 200);
    // Polish numbers have their own cap.
    assert.equal((await requestCode(t, phone(3))).status, 200);
  });

  it('checks 60 codes an hour from one address at once, then spaces the checks', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 60; i++) {
      // Different phones without codes: each answer is INVALID_CODE and counts for the IP.
      assert.equal((await checkCode(t, phone(300 + i), '1234', { ip })).status, 400, `check ${i + 1}`);
    }
    assertLimited(await checkCode(t, phone(400), '1234', { ip }), 'RATE_LIMITED', 1);
    assert.equal((await checkCode(t, phone(400), '1234', { ip: '192.0.2.45' })).status, 400);
    t.clock.advance(1);
    assert.equal((await checkCode(t, phone(400), '1234', { ip })).status, 400);
    assertLimited(await checkCode(t, phone(401), '1234', { ip }), 'RATE_LIMITED', 2);
  });

  it('counts limits in the database, so a second instance sees the same counts', async () => {
    const other = await buildTestApp(ctx.database, { clock: t.clock });
    assert.equal((await requestCode(t, phone(5))).status, 200);
    assertLimited(await requestCode(other, phone(5)), 'RATE_LIMITED', 60);
    await other.app.close();
  });

  it('answers concurrent requests for one phone with exactly one code', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestCode(t, phone(6))));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 429, 429, 429, 429]);
    assert.equal(t.sms.sent.filter((message) => message.to === e164(phone(6))).length, 1);
  });
});

describe('per-address limits past the free sends, and the cap across countries', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    // The real mechanism at small numbers: 2 free, then +1 s per send up to 2 s, hard stop at 5.
    const ipLimit = { freePerHour: 2, delayStepSeconds: 1, maxDelaySeconds: 2, ceilingPerHour: 5 };
    t = await buildTestApp(ctx.database, {
      codePolicies: { login: { sendsPerIp: ipLimit, checksPerIp: { ...ipLimit, ceilingPerHour: 3 } } },
    });
  });

  it('spaces sends by a growing delay up to its maximum, then stops the address at the ceiling for the rest of the hour', async () => {
    const ip = '198.51.100.20';
    const send = (n: number) => requestCode(t, phone(n), { ip });
    assert.equal((await send(1)).status, 200);
    assert.equal((await send(2)).status, 200);
    for (const [n, gap] of [
      [3, 1],
      [4, 2],
      [5, 2],
    ] as const) {
      assertLimited(await send(n), 'RATE_LIMITED', gap);
      t.clock.advance(gap);
      assert.equal((await send(n)).status, 200, `send ${n}`);
    }
    // Five sends within 5 s: the sixth waits until the first is an hour old.
    assertLimited(await send(6), 'RATE_LIMITED', 3600 - 5);
    t.clock.advance(3600 - 5);
    assert.equal((await send(6)).status, 200);
  });

  it('stops code checks from an address at their ceiling', async () => {
    const ip = '198.51.100.21';
    assert.equal((await checkCode(t, phone(11), '1234', { ip })).status, 400);
    assert.equal((await checkCode(t, phone(12), '1234', { ip })).status, 400);
    assertLimited(await checkCode(t, phone(13), '1234', { ip }), 'RATE_LIMITED', 1);
    t.clock.advance(1);
    assert.equal((await checkCode(t, phone(13), '1234', { ip })).status, 400);
    assertLimited(await checkCode(t, phone(14), '1234', { ip }), 'RATE_LIMITED', 3600 - 1);
  });

  it('counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as that address', async () => {
    assert.equal((await requestCode(t, phone(21), { ip: '2001:db8:1:2::1' })).status, 200);
    assert.equal((await requestCode(t, phone(22), { ip: '2001:db8:1:2:ffff:ffff:ffff:9' })).status, 200);
    // A third address of the same /64 is the same client, past its free sends.
    assertLimited(await requestCode(t, phone(23), { ip: '2001:db8:1:2:abcd::7' }), 'RATE_LIMITED', 1);
    assert.equal((await requestCode(t, phone(23), { ip: '2001:db8:1:3::1' })).status, 200);

    assert.equal((await requestCode(t, phone(31), { ip: '203.0.113.50' })).status, 200);
    assert.equal((await requestCode(t, phone(32), { ip: '::ffff:203.0.113.50' })).status, 200);
    assertLimited(await requestCode(t, phone(33), { ip: '203.0.113.50' }), 'RATE_LIMITED', 1);
  });

  it('caps login codes per hour across all calling codes, each under its own country cap', async () => {
    const capped = await buildTestApp(ctx.database, { clock: t.clock, codePolicies: { login: { sendsPerHourGlobal: 3 } } });
    const sends: [string, string][] = [
      ['+48', phone(41)],
      ['+380', '501234561'],
      ['+49', '15112345678'],
      ['+44', '7400123456'],
    ];
    for (const [index, [countryCode, national]] of sends.slice(0, 3).entries()) {
      assert.equal((await requestCode(capped, national, { countryCode, ip: `192.0.2.${index}` })).status, 200, countryCode);
    }
    const [countryCode, national] = sends[3] ?? ['', ''];
    assertLimited(await requestCode(capped, national, { countryCode, ip: '192.0.2.9' }), 'RATE_LIMITED', 30);
    assert.equal(capped.sms.sent.length, 3);
    await capped.app.close();
  });
});
