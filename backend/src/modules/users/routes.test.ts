import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody, User } from '@venue/api';
import { users } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

describe('PATCH /api/users/user', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  const patch = (token: string, body: unknown) => call<User>(t.app, 'PATCH', '/api/users/user', body, bearer(token));

  it('completes the registration and returns the updated user', async () => {
    const { token } = await signIn(t, phone(1));
    const response = await patch(token, {
      first_name: ' Anna ',
      last_name: 'Nowak',
      email: 'anna@example.com',
      marketing_consent: true,
      is_active: true,
    });
    assert.equal(response.status, 200);
    assert.equal(response.body.first_name, 'Anna');
    assert.equal(response.body.last_name, 'Nowak');
    assert.equal(response.body.email, 'anna@example.com');
    assert.equal(response.body.marketing_consent, true);
    const me = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(token));
    assert.deepEqual(me.body, response.body);
  });

  it('changes only the fields sent', async () => {
    const { token } = await signIn(t, phone(2));
    await patch(token, { first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com', is_active: true });
    const response = await patch(token, { marketing_consent: true, is_active: true });
    assert.equal(response.body.first_name, 'Anna');
    assert.equal(response.body.email, 'anna@example.com');
    assert.equal(response.body.marketing_consent, true);
  });

  it('saves billing data with the names, as the billing form sends it', async () => {
    const { token } = await signIn(t, phone(3));
    const billing = JSON.stringify({
      type: 'company',
      name: 'Firma sp. z o.o.',
      nip: '5260250274',
      street: 'Prosta 1',
      postalCode: '00-001',
      city: 'Warszawa',
      country: 'PL',
    });
    const response = await patch(token, {
      billing_info: billing,
      first_name: 'Anna',
      last_name: 'Nowak',
      email: 'anna@example.com',
      is_active: true,
    });
    assert.equal(response.status, 200);
    assert.equal(response.body.billing_info, billing);
    assert.equal((await patch(token, { billing_info: null, is_active: true })).body.billing_info, null);
  });

  it('asks to confirm a changed e-mail again', async () => {
    const { token, user } = await signIn(t, phone(4));
    await patch(token, { email: 'anna@example.com', is_active: true });
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    assert.equal((await patch(token, { email: 'anna@example.com', is_active: true })).body.email_verified, true);
    assert.equal((await patch(token, { email: 'anna.nowak@example.com', is_active: true })).body.email_verified, false);
  });

  it('refuses to change the phone number and leaves it as it was', async () => {
    const { token } = await signIn(t, phone(5));
    const response = await patch(token, { phone_number: '+48500000099', first_name: 'Anna', is_active: true });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, {
      code: 'VALIDATION_FAILED',
      message: 'Request body is invalid',
      fieldErrors: { phone_number: { key: 'validation.readOnly' } },
    });
    const split = await patch(token, { country_code: '+48', phone_number_without_country_code: '500000099', is_active: true });
    assert.equal(split.status, 400);
    const me = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(token));
    assert.equal(me.body.phone_number, '+48500000005');
    assert.equal(me.body.first_name, '');
  });

  it('answers field errors with i18n keys and their parameters', async () => {
    const { token } = await signIn(t, phone(6));
    const response = await patch(token, { first_name: 'A', last_name: 'N'.repeat(51), email: 'nope', is_active: true });
    assert.equal(response.status, 400);
    assert.deepEqual((response.body as unknown as ApiErrorBody).fieldErrors, {
      first_name: { key: 'validation.minLength', params: { min: 2 } },
      last_name: { key: 'validation.maxLength', params: { max: 50 } },
      email: { key: 'validation.email' },
    });
  });

  it('requires is_active true', async () => {
    const { token } = await signIn(t, phone(7));
    const response = await patch(token, { first_name: 'Anna', is_active: false });
    assert.equal(response.status, 400);
    assert.deepEqual((response.body as unknown as ApiErrorBody).fieldErrors, { is_active: { key: 'validation.invalid' } });
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const response = await call(t.app, 'PATCH', '/api/users/user', { first_name: 'A' });
    assert.equal(response.status, 401);
    assert.equal((response.body as ApiErrorBody).code, 'UNAUTHORIZED');
  });

  it('answers 401 to a deactivated or deleted user', async () => {
    const inactive = await signIn(t, phone(8));
    const deleted = await signIn(t, phone(9));
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    await ctx.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, deleted.user.id));
    assert.equal((await patch(inactive.token, { first_name: 'Anna', is_active: true })).status, 401);
    assert.equal((await patch(deleted.token, { first_name: 'Anna', is_active: true })).status, 401);
    const [row] = await ctx.database.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, inactive.user.id));
    assert.equal(row?.firstName, '');
  });
});
