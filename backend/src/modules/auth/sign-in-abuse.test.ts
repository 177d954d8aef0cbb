import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ApiErrorBody } from '@venue/api';
import { checkCode, e164, phone, requestCode, signIn, wrongCodeFor } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { testDatabaseKind, useTestDatabase } from '../../testing/test-database.js';

type Answer = { status: number; body: unknown; headers: Record<string, unknown> };

function refusal(response: Answer): { code: string; retryAfter: number } {
  assert.equal(response.status, 429, JSON.stringify(response.body));
  const body = response.body as ApiErrorBody;
  assert.equal(response.headers['retry-after'], String(body.retryAfterSeconds));
  return { code: body.code, retryAfter: body.retryAfterSeconds ?? -1 };
}

/**
 * The 2,010-send replay runs on PostgreSQL only: 2,010 requests one after another take ~40 s on
 * PGlite alone (~110 s beside the other suites in `npm test`), and the limits are the same SQL on
 * both; the smaller cases below, and the login limit tests, cover PGlite.
 */
const atAttackScale = { skip: testDatabaseKind() === 'postgres' ? false : 'the attack-scale replay runs on the PostgreSQL run' };

/** A German mobile number (`151…`), `n` < 10⁶. */
const germanMobile = (n: number) => `15112${String(n).padStart(6, '0')}`;

describe('sign-in under attack: the real limits keep players getting codes', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  it(
    'replays 2,010 sends to +48 numbers from one IPv6 /48 (one per /64) in 15 s: the /48 stops them, Poland still signs in',
    atAttackScale,
    async () => {
      await signIn(t, phone(1));
      t.clock.advance(3600);
      const started = t.sms.sent.length;
      let delivered = 0;
      for (let i = 0; i < 2010; i++) {
        const ip = `2001:db8:48:${i.toString(16)}::1`;
        if ((await requestCode(t, phone(10_000 + i), { ip })).status === 200) delivered++;
        t.clock.advance(15 / 2010);
      }
      // 100 at once per /48 (60 per /56), then a growing gap: a handful more in 15 s.
      assert.ok(delivered >= 100 && delivered <= 110, `delivered ${delivered}`);
      assert.equal(t.sms.sent.length - started, delivered);

      // A returning and a new Polish player, each on a fresh IPv4 address, get a code at once.
      assert.equal((await requestCode(t, phone(1), { ip: '198.51.100.1' })).status, 200);
      assert.equal((await requestCode(t, phone(2), { ip: '198.51.100.2' })).status, 200);
      // So does a /64 of another /48.
      assert.equal((await requestCode(t, phone(3), { ip: '2001:db8:49::1' })).status, 200);
    },
  );

  it('replays 100 sends to +49 from 100 IPv4 addresses: a returning player gets a code at once, a new one within 30 s', async () => {
    const returning = germanMobile(999_999);
    assert.equal((await requestCode(t, returning, { countryCode: '+49', ip: '198.51.100.10' })).status, 200);
    const code = t.sms.lastCodeFor(`+49${returning}`);
    assert.equal((await checkCode(t, returning, code, { countryCode: '+49', ip: '198.51.100.10' })).status, 200);
    t.clock.advance(3600);

    for (let i = 0; i < 100; i++) {
      const ip = `192.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      assert.equal((await requestCode(t, germanMobile(i), { countryCode: '+49', ip })).status, 200, `send ${i + 1}`);
      t.clock.advance(0.1);
    }
    // The cap of 100 an hour is reached: before, everyone waited 3,590 s here.
    assert.equal((await requestCode(t, returning, { countryCode: '+49', ip: '203.0.113.10' })).status, 200);
    const newcomer = refusal(await requestCode(t, germanMobile(500), { countryCode: '+49', ip: '203.0.113.11' }));
    assert.equal(newcomer.code, 'RATE_LIMITED');
    assert.ok(newcomer.retryAfter > 0 && newcomer.retryAfter <= 30, `waits ${newcomer.retryAfter}`);
    t.clock.advance(newcomer.retryAfter);
    assert.equal((await requestCode(t, germanMobile(500), { countryCode: '+49', ip: '203.0.113.11' })).status, 200);
    // The attacker gets the same trickle: one more new number per 30 s, not a new hour's worth.
    assert.equal(refusal(await requestCode(t, germanMobile(101), { countryCode: '+49', ip: '192.0.1.1' })).retryAfter, 30);
  });

  it('replays the victim lock-out (2 sends, 10 wrong codes): the owner signs in within a minute, not after 86,339 s', async () => {
    const victim = phone(20);
    await signIn(t, victim);
    t.clock.advance(3600);
    const guess = (ip: string) => checkCode(t, victim, wrongCodeFor(t.sms.lastCodeFor(e164(victim))), { ip });
    for (const [round, ip] of ['203.0.113.66', '203.0.113.67'].entries()) {
      assert.equal((await requestCode(t, victim, { ip })).status, 200);
      // Five wrong tries void the code (the fifth answers 429 TOO_MANY_ATTEMPTS).
      for (let attempt = 1; attempt <= 5; attempt++) {
        assert.equal((await guess(ip)).status, attempt < 5 ? 400 : 429, `round ${round + 1}, try ${attempt}`);
      }
      if (round === 0) t.clock.advance(61);
    }
    // Each guessing address has used its 5 free failures on this phone and the phone its 10: the
    // next guess from anywhere waits 60 s (and each after it longer) instead of a day.
    assert.deepEqual(refusal(await guess('203.0.113.67')), { code: 'TOO_MANY_ATTEMPTS', retryAfter: 60 });
    assert.deepEqual(refusal(await guess('203.0.113.68')), { code: 'TOO_MANY_ATTEMPTS', retryAfter: 60 });
    t.clock.advance(60);

    // The owner, on their own address: a code at once (the attacker's cool-down is over), and in.
    const owner = { ip: '198.51.100.70' };
    assert.equal((await requestCode(t, victim, owner)).status, 200);
    assert.equal((await checkCode(t, victim, t.sms.lastCodeFor(e164(victim)), owner)).status, 200);
  });

  it('sends at most 8 codes a day to a phone', async () => {
    const target = phone(30);
    const first = t.clock.now().getTime();
    for (let send = 1; send <= 8; send++) {
      assert.equal((await requestCode(t, target)).status, 200, `send ${send}`);
      // Five in the first hour, the rest in the second.
      t.clock.advance(send === 5 ? 3600 - 4 * 61 : 61);
    }
    const elapsed = (t.clock.now().getTime() - first) / 1000;
    assert.deepEqual(refusal(await requestCode(t, target)), { code: 'RATE_LIMITED', retryAfter: 86_400 - elapsed });
    t.clock.advance(86_400 - elapsed);
    assert.equal((await requestCode(t, target)).status, 200);
  });
});

describe('the smaller limits at small numbers', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    const roomy = { freePerHour: 100, delayStepSeconds: 1, maxDelaySeconds: 2, ceilingPerHour: 100 };
    t = await buildTestApp(ctx.database, {
      codePolicies: {
        login: {
          sendsPerIp: roomy,
          sendsPerIp56: { freePerHour: 2, delayStepSeconds: 1, maxDelaySeconds: 2, ceilingPerHour: 100 },
          sendsPerIp48: { freePerHour: 4, delayStepSeconds: 1, maxDelaySeconds: 2, ceilingPerHour: 100 },
          failedChecksPerSubject: { freePerDay: 3, firstDelaySeconds: 10, maxDelaySeconds: 40 },
          failedChecksPerSubjectAndIp: { freePerDay: 1, firstDelaySeconds: 100, maxDelaySeconds: 400 },
        },
      },
    });
  });

  it('counts an IPv6 client by its /56 and /48 besides its /64', async () => {
    const send = (n: number, ip: string) => requestCode(t, phone(n), { ip });
    assert.equal((await send(1, '2001:db8:7:100::1')).status, 200);
    assert.equal((await send(2, '2001:db8:7:1ff::1')).status, 200);
    // A third /64 of the same /56 waits; one of another /56 in the same /48 does not.
    assert.equal(refusal(await send(3, '2001:db8:7:180::1')).retryAfter, 1);
    assert.equal((await send(3, '2001:db8:7:200::1')).status, 200);
    assert.equal((await send(4, '2001:db8:7:300::1')).status, 200);
    // Four sends from the /48: a fifth /56 of it waits too; another /48 is free.
    assert.equal(refusal(await send(5, '2001:db8:7:400::1')).retryAfter, 1);
    assert.equal((await send(5, '2001:db8:8:400::1')).status, 200);
  });

  it('delays checks per phone and source, doubling up to a maximum, and per phone from everywhere, more gently', async () => {
    const target = phone(40);
    assert.equal((await requestCode(t, target)).status, 200);
    const wrong = (ip: string) => checkCode(t, target, wrongCodeFor(t.sms.lastCodeFor(e164(target))), { ip });
    assert.equal((await wrong('192.0.2.1')).status, 400);
    // The address's second failure waits 100 s; the phone's from another address does not yet.
    assert.deepEqual(refusal(await wrong('192.0.2.1')), { code: 'TOO_MANY_ATTEMPTS', retryAfter: 100 });
    assert.equal((await wrong('192.0.2.2')).status, 400);
    assert.equal((await wrong('192.0.2.3')).status, 400);
    // Three failures of the phone: every address waits 10 s, then 20, 40, 40 (the maximum).
    for (const [n, delay] of [
      [4, 10],
      [5, 20],
      [6, 40],
      [7, 40],
    ] as const) {
      assert.deepEqual(refusal(await wrong(`192.0.2.${n}`)), { code: 'TOO_MANY_ATTEMPTS', retryAfter: delay });
      t.clock.advance(delay);
      if (n === 5) {
        // A second code before the first's fifth wrong try would void it.
        t.clock.advance(60);
        assert.equal((await requestCode(t, target)).status, 200);
      }
      assert.ok([400, 429].includes((await wrong(`192.0.2.${n}`)).status));
    }
    // The first address: 100 s · 2⁰ after its only failure has long passed.
    const right = await checkCode(t, target, t.sms.lastCodeFor(e164(target)), { ip: '192.0.2.1' });
    assert.equal(refusal(right).retryAfter, 40);
    t.clock.advance(40);
    assert.equal((await checkCode(t, target, t.sms.lastCodeFor(e164(target)), { ip: '192.0.2.1' })).status, 200);
  });
});
