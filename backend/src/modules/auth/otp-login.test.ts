import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ApiErrorBodySchema, AuthTokenResponseSchema, OtpLoginSignupResponseSchema, type ApiErrorBody } from '@venue/api';
import { confirmationCodes, users } from '../../db/schema/index.js';
import { checkCode, e164, phone, requestCode, signIn, wrongCodeFor } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

describe('phone login', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });
  beforeEach(() => {
    t.sms.sent.length = 0;
    t.sms.failed.length = 0;
    t.sms.failing = false;
  });

  describe('POST /api/users/auth/otp_login_signup', () => {
    it('sends a 4-digit code by SMS and says when to resend and when it expires', async () => {
      const response = await requestCode(t, phone(1));
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, { resend_available_in: 60, expires_in: 300 });
      assert.ok(v.is(OtpLoginSignupResponseSchema, response.body));
      assert.equal(t.sms.sent.length, 1);
      const [message] = t.sms.sent;
      assert.equal(message?.to, '+48500000001');
      // The code is the only 4-digit number in the text.
      assert.match(message?.text ?? '', /^Kod logowania: \d{4}\. Ważny 5 minut\.$/);
      assert.equal(message?.text.match(/\d{4}/g)?.length, 1);
    });

    it('normalises every way of typing the same number to E.164', async () => {
      for (const [national, countryCode] of [
        ['500 000 002', '+48'],
        ['500-000-003', '48'],
        ['(500) 000 004', '+48'],
      ] as const) {
        assert.equal((await requestCode(t, national, { countryCode })).status, 200);
      }
      assert.deepEqual(
        t.sms.sent.map((message) => message.to),
        ['+48500000002', '+48500000003', '+48500000004'],
      );
      const stored = await ctx.database.db.select({ phone: confirmationCodes.subject }).from(confirmationCodes);
      assert.deepEqual(stored.map((row) => row.phone).sort(), ['+48500000002', '+48500000003', '+48500000004']);
    });

    it('accepts numbers of other countries', async () => {
      const response = await requestCode(t, '050 123 4567', { countryCode: '+380' });
      assert.equal(response.status, 200);
      assert.equal(t.sms.sent[0]?.to, '+380501234567');
    });

    it('answers 400 VALIDATION_FAILED with field keys for an invalid number', async () => {
      const response = await requestCode(t, '12345');
      assert.equal(response.status, 400);
      assert.deepEqual(response.body, {
        code: 'VALIDATION_FAILED',
        message: 'Request body is invalid',
        fieldErrors: { phone_number_without_country_code: { key: 'validation.phone' } },
      });
      assert.equal(t.sms.sent.length, 0);
    });

    it('rejects a body without the required fields', async () => {
      const response = await requestCode(t, '');
      assert.equal(response.status, 400);
      const body = response.body as unknown as ApiErrorBody;
      assert.deepEqual(body.fieldErrors?.phone_number_without_country_code, { key: 'validation.required' });
    });

    it('stores only a keyed hash of the code', async () => {
      await requestCode(t, phone(5));
      const code = t.sms.lastCodeFor(e164(phone(5)));
      const rows = await ctx.database.db.select().from(confirmationCodes);
      assert.equal(rows.length, 1);
      const serialized = JSON.stringify(rows);
      assert.match(rows[0]?.codeHash ?? '', /^[0-9a-f]{64}$/);
      assert.ok(!serialized.includes(`"${code}"`), 'the plain code must not be stored');
      assert.ok(!rows[0]?.codeHash.includes(code));
    });

    it('gives the same answer for a phone with and without an account, and creates no account', async () => {
      await signIn(t, phone(6));
      t.clock.advance(3600);
      const existing = await requestCode(t, phone(6));
      const fresh = await requestCode(t, phone(7));
      assert.equal(existing.status, fresh.status);
      assert.deepEqual(existing.body, fresh.body);
      assert.deepEqual(Object.keys(existing.headers).sort(), Object.keys(fresh.headers).sort());
      const accounts = await ctx.database.db.select({ phone: users.phoneNumber }).from(users);
      assert.deepEqual(
        accounts.map((row) => row.phone),
        ['+48500000006'],
      );
    });

    it('answers 502 SMS_SEND_FAILED when the gateway fails, and lets the user retry at once', async () => {
      t.sms.failing = true;
      const failed = await requestCode(t, phone(8));
      assert.equal(failed.status, 502);
      assert.deepEqual(failed.body, { code: 'SMS_SEND_FAILED', message: 'The SMS with the login code could not be sent' });
      assert.ok(v.is(ApiErrorBodySchema, failed.body));
      t.sms.failing = false;
      const retried = await requestCode(t, phone(8));
      assert.equal(retried.status, 200);
    });

    it('never accepts a code whose SMS failed, and keeps the delivered one valid', async () => {
      await requestCode(t, phone(9));
      const delivered = t.sms.lastCodeFor(e164(phone(9)));
      t.clock.advance(61);
      t.sms.failing = true;
      assert.equal((await requestCode(t, phone(9))).status, 502);
      const undelivered = t.sms.failed.at(-1)?.text.match(/\d{4}/)?.[0];
      assert.ok(undelivered);
      if (undelivered !== delivered) {
        const response = await checkCode(t, phone(9), undelivered);
        assert.equal((response.body as unknown as ApiErrorBody).code, 'INVALID_CODE');
      }
      assert.equal((await checkCode(t, phone(9), delivered)).status, 200);
    });
  });

  describe('POST /api/users/auth/otp_token', () => {
    it('signs a new phone up: creates the user and asks for registration', async () => {
      await requestCode(t, phone(10));
      const response = await checkCode(t, phone(10), t.sms.lastCodeFor(e164(phone(10))));
      assert.equal(response.status, 200);
      assert.ok(v.is(AuthTokenResponseSchema, response.body));
      assert.equal(response.body.registration_required, true);
      assert.equal(response.body.user.phone_number, '+48500000010');
      assert.equal(response.body.user.phone_verified, true);
      assert.deepEqual(response.body.user.children, []);
      assert.match(response.body.token, /^[A-Za-z0-9_-]{43}$/);
    });

    it('signs an existing, registered user in without asking for registration', async () => {
      const first = await signIn(t, phone(11));
      await ctx.database.db
        .update(users)
        .set({ firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com' })
        .where(eq(users.id, first.user.id));
      t.clock.advance(61);
      const again = await signIn(t, phone(11));
      assert.equal(again.user.id, first.user.id);
      assert.equal(again.registration_required, false);
      assert.notEqual(again.token, first.token);
    });

    it('accepts the code only once', async () => {
      await requestCode(t, phone(12));
      const code = t.sms.lastCodeFor(e164(phone(12)));
      assert.equal((await checkCode(t, phone(12), code)).status, 200);
      const reused = await checkCode(t, phone(12), code);
      assert.equal(reused.status, 400);
      assert.equal((reused.body as unknown as ApiErrorBody).code, 'INVALID_CODE');
    });

    it('answers INVALID_CODE for a wrong code and for a phone that got no code', async () => {
      await requestCode(t, phone(13));
      const wrong = await checkCode(t, phone(13), wrongCodeFor(t.sms.lastCodeFor(e164(phone(13)))));
      assert.equal(wrong.status, 400);
      assert.deepEqual(wrong.body, { code: 'INVALID_CODE', message: 'The code is wrong' });
      const none = await checkCode(t, phone(14), '1234');
      assert.equal(none.status, 400);
      assert.deepEqual(none.body, { code: 'INVALID_CODE', message: 'The code is wrong' });
    });

    it('answers CODE_EXPIRED after 5 minutes', async () => {
      await requestCode(t, phone(15));
      const code = t.sms.lastCodeFor(e164(phone(15)));
      t.clock.advance(299);
      await requestCode(t, phone(16));
      t.clock.advance(1);
      const expired = await checkCode(t, phone(15), code);
      assert.equal(expired.status, 400);
      assert.equal((expired.body as unknown as ApiErrorBody).code, 'CODE_EXPIRED');
    });

    it('is still valid just before 5 minutes', async () => {
      await requestCode(t, phone(17));
      t.clock.advance(299);
      assert.equal((await checkCode(t, phone(17), t.sms.lastCodeFor(e164(phone(17))))).status, 200);
    });

    it('voids the code after 5 wrong tries, even for the right code afterwards', async () => {
      await requestCode(t, phone(18));
      const code = t.sms.lastCodeFor(e164(phone(18)));
      const wrong = wrongCodeFor(code);
      for (let attempt = 1; attempt <= 4; attempt++) {
        const response = await checkCode(t, phone(18), wrong);
        assert.equal(response.status, 400, `attempt ${attempt}`);
        assert.equal((response.body as unknown as ApiErrorBody).code, 'INVALID_CODE');
      }
      const fifth = await checkCode(t, phone(18), wrong);
      assert.equal(fifth.status, 429);
      assert.equal((fifth.body as unknown as ApiErrorBody).code, 'TOO_MANY_ATTEMPTS');
      const right = await checkCode(t, phone(18), code);
      assert.equal(right.status, 429);
      assert.equal((right.body as unknown as ApiErrorBody).code, 'TOO_MANY_ATTEMPTS');
      // Retry-After points at when a new code may be requested (the 60 s cooldown).
      assert.equal((right.body as unknown as ApiErrorBody).retryAfterSeconds, 60);
      assert.equal(right.headers['retry-after'], '60');
      const [row] = await ctx.database.db
        .select()
        .from(confirmationCodes)
        .where(eq(confirmationCodes.subject, e164(phone(18))));
      assert.equal(row?.wrongAttempts, 5);
      assert.ok(row?.voidedAt);
    });

    it('accepts only the latest code once a new one was sent', async () => {
      await requestCode(t, phone(19));
      const old = t.sms.lastCodeFor(e164(phone(19)));
      t.clock.advance(60);
      await requestCode(t, phone(19));
      const latest = t.sms.lastCodeFor(e164(phone(19)));
      if (old !== latest) assert.equal((await checkCode(t, phone(19), old)).status, 400);
      assert.equal((await checkCode(t, phone(19), latest)).status, 200);
    });

    it('rejects a malformed code with the otpCode key before looking at the database', async () => {
      const response = await checkCode(t, phone(20), '12a');
      assert.equal(response.status, 400);
      assert.deepEqual((response.body as unknown as ApiErrorBody).fieldErrors, { code: { key: 'validation.otpCode' } });
    });

    it('refuses a closed account with 401 even with the right code', async () => {
      const first = await signIn(t, phone(21));
      await ctx.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, first.user.id));
      t.clock.advance(61);
      await requestCode(t, phone(21));
      const response = await checkCode(t, phone(21), t.sms.lastCodeFor(e164(phone(21))));
      assert.equal(response.status, 401);
      assert.equal((response.body as unknown as ApiErrorBody).code, 'UNAUTHORIZED');
    });
  });
});
