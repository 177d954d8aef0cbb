import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  AccountDeletionCodeSentSchema,
  type AccountDeletionCodeSent,
  type AccountDeletionResult,
  type ApiErrorBody,
  type CreateReservationResponse,
  type User,
} from '@venue/api';
import { children, reservations, users, userSportSkills } from '../../db/schema/index.js';
import { bearer, e164, phone, signIn, wrongCodeFor } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { deletedPhoneTombstone } from './deletion-service.js';

const codeOf = (body: unknown) => (body as ApiErrorBody).code;
const company = {
  type: 'company',
  name: 'Firma',
  nip: '5260250274',
  street: 'Prosta 1',
  postalCode: '00-001',
  city: 'Warszawa',
  country: 'Polska',
};

describe('account deletion', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  const requestCode = (token: string) =>
    call<AccountDeletionCodeSent>(t.app, 'POST', '/api/users/user/delete/request_code', undefined, bearer(token));
  const confirm = (token: string, code: unknown) =>
    call<AccountDeletionResult>(t.app, 'POST', '/api/users/user/delete/confirm', { code }, bearer(token));

  async function fullUser(n: number) {
    const signed = await signIn(t, phone(n));
    const patched = await call(
      t.app,
      'PATCH',
      '/api/users/user',
      { first_name: 'Anna', last_name: 'Nowak', email: `anna${n}@example.com`, billing_info: JSON.stringify(company), is_active: true },
      bearer(signed.token),
    );
    assert.equal(patched.status, 200);
    await call(
      t.app,
      'POST',
      '/api/users/user/child',
      { venue_id: 1, first_name: 'Jan', last_name: 'Nowak', birth_date: '2016-05-01', gender: 'male' },
      bearer(signed.token),
    );
    await call(t.app, 'POST', '/api/users/user/sport_skill/1', { level: 3 }, bearer(signed.token));
    return signed;
  }

  async function book(token: string, start: string, payment: 'on_site' | 'online' = 'on_site'): Promise<number> {
    const body = await bookingRequest(t, 1, start, 60, { payment, ...(payment === 'online' ? { online_payment_method_id: 509 } : {}) });
    const response = await call<CreateReservationResponse>(t.app, 'POST', '/api/users/reservation', body, bearer(token));
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body.reservations[0]?.id ?? 0;
  }

  it('sends an SMS code to the account phone, at most once a minute', async () => {
    const { token } = await signIn(t, phone(1));
    const sent = await requestCode(token);
    assert.equal(sent.status, 200);
    assert.ok(v.is(AccountDeletionCodeSentSchema, sent.body));
    assert.deepEqual(sent.body, { phone_number_masked: '+48 *** *** 001', resend_available_in: 60, expires_in: 300 });
    assert.match(t.sms.sent.at(-1)?.text ?? '', /usunięcia konta: \d{4}/);
    assert.equal(t.sms.sent.at(-1)?.to, e164(phone(1)));
    const again = await requestCode(token);
    assert.equal(again.status, 429);
    assert.equal(codeOf(again.body), 'RATE_LIMITED');
    assert.equal((await call(t.app, 'POST', '/api/users/user/delete/request_code')).status, 401);
  });

  it('refuses a wrong, malformed or expired code and deletes nothing', async () => {
    const { token } = await signIn(t, phone(2));
    assert.equal(codeOf((await confirm(token, '1234')).body), 'INVALID_CODE');
    await requestCode(token);
    const code = t.sms.lastCodeFor(e164(phone(2)));
    const wrong = await confirm(token, wrongCodeFor(code));
    assert.equal(wrong.status, 400);
    assert.equal(codeOf(wrong.body), 'INVALID_CODE');
    assert.equal(codeOf((await confirm(token, '12')).body), 'VALIDATION_FAILED');
    t.clock.advance(300);
    const expired = await confirm(token, code);
    assert.equal(expired.status, 400);
    assert.equal(codeOf(expired.body), 'CODE_EXPIRED');
    assert.equal((await call(t.app, 'GET', '/api/users/auth/me', undefined, bearer(token))).status, 200);
  });

  it('voids the code after 5 wrong tries', async () => {
    const { token } = await signIn(t, phone(3));
    await requestCode(token);
    const code = t.sms.lastCodeFor(e164(phone(3)));
    for (let i = 0; i < 4; i++) assert.equal((await confirm(token, wrongCodeFor(code))).status, 400);
    assert.equal(codeOf((await confirm(token, wrongCodeFor(code))).body), 'TOO_MANY_ATTEMPTS');
    assert.equal(codeOf((await confirm(token, code)).body), 'TOO_MANY_ATTEMPTS');
  });

  it('slows checks after wrong codes instead of a day-long lock-out, and still sends codes', async () => {
    const { token } = await signIn(t, phone(8));
    assert.equal((await requestCode(token)).status, 200);
    const code = t.sms.lastCodeFor(e164(phone(8)));
    for (let i = 0; i < 4; i++) assert.equal(codeOf((await confirm(token, wrongCodeFor(code))).body), 'INVALID_CODE');
    assert.equal(codeOf((await confirm(token, wrongCodeFor(code))).body), 'TOO_MANY_ATTEMPTS');
    t.clock.advance(61);
    assert.equal((await requestCode(token)).status, 200);
    const fresh = t.sms.lastCodeFor(e164(phone(8)));
    // The address's 6th failure needs 60 s after the 5th (61 s ago); the 7th check waits 120 s.
    assert.equal(codeOf((await confirm(token, wrongCodeFor(fresh))).body), 'INVALID_CODE');
    const slowed = await confirm(token, fresh);
    assert.equal(slowed.status, 429);
    assert.equal(codeOf(slowed.body), 'TOO_MANY_ATTEMPTS');
    assert.equal((slowed.body as unknown as ApiErrorBody).retryAfterSeconds, 120);
    assert.equal((await call(t.app, 'GET', '/api/users/auth/me', undefined, bearer(token))).status, 200);

    t.clock.advance(120);
    assert.deepEqual((await confirm(token, fresh)).body, { deleted: true, cancelled_reservations: 0 });
  });

  it('answers 502 SMS_SEND_FAILED when the SMS cannot be sent, and allows a retry at once', async () => {
    const { token } = await signIn(t, phone(4));
    t.sms.failing = true;
    try {
      const failed = await requestCode(token);
      assert.equal(failed.status, 502);
      assert.equal(codeOf(failed.body), 'SMS_SEND_FAILED');
    } finally {
      t.sms.failing = false;
    }
    assert.equal((await requestCode(token)).status, 200);
  });

  it('anonymizes the account, cancels future unpaid bookings, keeps financial records and signs out everywhere', async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    const { token, user } = await fullUser(5);
    t.clock.advance(61);
    const secondDevice = await signIn(t, phone(5));
    const other = await fullUser(6);
    const futureUnpaid = await book(token, '2030-06-03T14:00:00Z');
    const futureOnline = await book(token, '2030-06-03T16:00:00Z', 'online');
    const futurePaid = await book(token, '2030-06-04T14:00:00Z');
    await ctx.database.db.update(reservations).set({ paymentStatus: 'paid' }).where(eq(reservations.id, futurePaid));
    const othersBooking = await book(other.token, '2030-06-05T14:00:00Z');

    await requestCode(token);
    const deleted = await confirm(token, t.sms.lastCodeFor(e164(phone(5))));
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body, { deleted: true, cancelled_reservations: 2 });

    // Every session is dead: the token used and the one of another device.
    for (const old of [token, secondDevice.token]) {
      const me = await call(t.app, 'GET', '/api/users/auth/me', undefined, bearer(old));
      assert.equal(me.status, 401);
      assert.equal(codeOf(me.body), 'UNAUTHORIZED');
    }

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    assert.ok(row);
    assert.deepEqual(
      {
        first: row.firstName,
        last: row.lastName,
        email: row.email,
        phone: row.phoneNumber,
        billing: row.billingInfo,
        deleted: row.isDeleted,
        active: row.isActive,
      },
      { first: '', last: '', email: '', phone: deletedPhoneTombstone(user.id), billing: null, deleted: true, active: false },
    );
    assert.deepEqual(await ctx.database.db.select().from(children).where(eq(children.userId, user.id)), []);
    assert.deepEqual(await ctx.database.db.select().from(userSportSkills).where(eq(userSportSkills.userId, user.id)), []);

    const kept = await ctx.database.db
      .select({ id: reservations.id, state: reservations.state })
      .from(reservations)
      .orderBy(asc(reservations.id));
    assert.deepEqual(kept, [
      { id: futureUnpaid, state: 'cancelled' },
      { id: futureOnline, state: 'cancelled' },
      { id: futurePaid, state: 'active' },
      { id: othersBooking, state: 'active' },
    ]);

    // The other user is untouched.
    const otherMe = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(other.token));
    assert.equal(otherMe.status, 200);
    assert.equal(otherMe.body.first_name, 'Anna');
    assert.equal(otherMe.body.children.length, 1);
  });

  it('lets the phone sign up afresh as a new, empty account', async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    const { token, user } = await fullUser(7);
    await requestCode(token);
    assert.equal((await confirm(token, t.sms.lastCodeFor(e164(phone(7))))).status, 200);
    t.clock.advance(120);
    const fresh = await signIn(t, phone(7));
    assert.notEqual(fresh.user.id, user.id);
    assert.equal(fresh.registration_required, true);
    assert.equal(fresh.user.phone_number, e164(phone(7)));
    assert.deepEqual([fresh.user.children, fresh.user.user_sport_skill, fresh.user.billing_info], [[], [], null]);
  });
});
