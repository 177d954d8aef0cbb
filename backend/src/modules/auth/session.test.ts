import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { AuthTokenResponseSchema, UserSchema, type ApiErrorBody, type AuthTokenResponse, type User } from '@venue/api';
import { children, magicTokens, sessions, trainerVenueProfiles, users, userSportSkills, userVenueProfiles } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { issueMagicToken, MAGIC_TOKEN_TTL_SECONDS } from './magic-token-service.js';

describe('sessions, magic links and the current user', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  const me = (token?: string) => call<User>(t.app, 'GET', '/api/users/auth/me', undefined, token ? bearer(token) : {});
  const magicLogin = (magicToken: unknown) =>
    call<AuthTokenResponse>(t.app, 'POST', '/api/users/auth/magic_login', { magic_token: magicToken });

  describe('GET /api/users/auth/me', () => {
    it('keeps a session in use working, and ends one left unused for 90 days', async () => {
      const { token } = await signIn(t, phone(20));
      const day = 24 * 3600;
      t.clock.advance(89 * day);
      assert.equal((await me(token)).status, 200);
      t.clock.advance(89 * day);
      assert.equal((await me(token)).status, 200, 'each use starts the 90 days again');
      t.clock.advance(90 * day + 1);
      const idle = await me(token);
      assert.equal(idle.status, 401);
      assert.equal((idle.body as unknown as ApiErrorBody).code, 'UNAUTHORIZED');
    });

    it('returns the user with every related list', async () => {
      const { token, user } = await signIn(t, phone(1));
      const { db } = ctx.database;
      await db.update(users).set({ billingInfo: '{"type":"personal","fullName":"Anna Nowak"}' }).where(eq(users.id, user.id));
      await db.insert(userVenueProfiles).values({ userId: user.id, venueId: 1, isOwner: false });
      await db
        .insert(trainerVenueProfiles)
        .values({ userId: user.id, venueId: 2, status: 'accepted', visibility: 'visible', comment: 'Squash' });
      await db.insert(userSportSkills).values({ userId: user.id, sportTypeId: 1, level: 4 });
      await db
        .insert(children)
        .values({ userId: user.id, venueId: 1, firstName: 'Jan', lastName: 'Nowak', birthDate: '2016-05-01', gender: 'male' });

      const response = await me(token);
      assert.equal(response.status, 200);
      assert.ok(v.is(UserSchema, response.body), JSON.stringify(v.safeParse(UserSchema, response.body).issues));
      assert.deepEqual(response.body.user_venue_profiles, [{ id: 1, venue_id: 1, is_owner: false, is_active: true }]);
      assert.deepEqual(response.body.trainer_venue_profiles, [
        { id: 1, venue_id: 2, status: 'accepted', visibility: 'visible', comment: 'Squash' },
      ]);
      assert.deepEqual(response.body.user_sport_skill, [{ id: 1, sport_type_id: 1, level: 4 }]);
      assert.deepEqual(response.body.children, [
        { id: 1, venue_id: 1, first_name: 'Jan', last_name: 'Nowak', birth_date: '2016-05-01', gender: 'male' },
      ]);
      assert.equal(response.body.billing_info, '{"type":"personal","fullName":"Anna Nowak"}');
    });

    it('answers 401 UNAUTHORIZED without a token, with a malformed one and with an unknown one', async () => {
      for (const headers of [
        {},
        { authorization: 'Basic abc' },
        { authorization: 'Bearer short' },
        { authorization: `Bearer ${'x'.repeat(43)}` },
      ]) {
        const response = await call(t.app, 'GET', '/api/users/auth/me', undefined, { headers });
        assert.equal(response.status, 401, JSON.stringify(headers));
        assert.equal((response.body as ApiErrorBody).code, 'UNAUTHORIZED');
      }
    });

    it('stores only the sha-256 of the token', async () => {
      const { token } = await signIn(t, phone(2));
      const rows = await ctx.database.db.select().from(sessions);
      assert.equal(rows.length, 1);
      assert.match(rows[0]?.tokenHash ?? '', /^[0-9a-f]{64}$/);
      assert.ok(!JSON.stringify(rows).includes(token));
    });

    it('stops accepting the token of a deleted or deactivated user', async () => {
      const deleted = await signIn(t, phone(3));
      const inactive = await signIn(t, phone(4));
      await ctx.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, deleted.user.id));
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
      assert.equal((await me(deleted.token)).status, 401);
      assert.equal((await me(inactive.token)).status, 401);
    });
  });

  describe('POST /api/users/auth/logout', () => {
    it('revokes the token server-side and answers 204', async () => {
      const first = await signIn(t, phone(5));
      t.clock.advance(61);
      const second = await signIn(t, phone(5));
      const response = await call(t.app, 'POST', '/api/users/auth/logout', undefined, bearer(first.token));
      assert.equal(response.status, 204);
      assert.equal(response.raw.body, '');
      assert.equal((await me(first.token)).status, 401);
      // Only that session ends; the same user's other device stays signed in.
      assert.equal((await me(second.token)).status, 200);
    });

    it('accepts an empty JSON body', async () => {
      const { token } = await signIn(t, phone(6));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/auth/logout',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      assert.equal(response.statusCode, 204);
    });

    it('answers 401 without a valid token', async () => {
      const response = await call(t.app, 'POST', '/api/users/auth/logout');
      assert.equal(response.status, 401);
      assert.equal((response.body as ApiErrorBody).code, 'UNAUTHORIZED');
    });
  });

  describe('POST /api/users/auth/logout_all', () => {
    it("ends every session of the user, on every device, and no one else's", async () => {
      const first = await signIn(t, phone(21));
      t.clock.advance(61);
      const second = await signIn(t, phone(21));
      const stranger = await signIn(t, phone(22));
      const response = await call(t.app, 'POST', '/api/users/auth/logout_all', undefined, bearer(second.token));
      assert.equal(response.status, 204);
      assert.equal((await me(first.token)).status, 401);
      assert.equal((await me(second.token)).status, 401);
      assert.equal((await me(stranger.token)).status, 200);
      assert.equal((await call(t.app, 'POST', '/api/users/auth/logout_all')).status, 401);
    });
  });

  describe('magic links', () => {
    it('signs the user in once with a token from issueMagicToken', async () => {
      const { user } = await signIn(t, phone(7));
      const { token, expiresAt } = await issueMagicToken(ctx.database.db, { userId: user.id, purpose: 'email_login', now: t.clock.now() });
      assert.equal(expiresAt.getTime() - t.clock.now().getTime(), MAGIC_TOKEN_TTL_SECONDS * 1000);
      const response = await magicLogin(token);
      assert.equal(response.status, 200);
      assert.ok(v.is(AuthTokenResponseSchema, response.body));
      assert.equal(response.body.user.id, user.id);
      assert.equal(response.body.registration_required, true);
      assert.equal((await me(response.body.token)).status, 200);

      const again = await magicLogin(token);
      assert.equal(again.status, 400);
      assert.equal((again.body as unknown as ApiErrorBody).code, 'INVALID_CODE');
    });

    it('stores magic tokens hashed', async () => {
      const { user } = await signIn(t, phone(8));
      const { token } = await issueMagicToken(ctx.database.db, { userId: user.id, purpose: 'pay_by_link', now: t.clock.now() });
      const rows = await ctx.database.db.select().from(magicTokens);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.purpose, 'pay_by_link');
      assert.ok(!JSON.stringify(rows).includes(token));
    });

    it('expires after 15 minutes', async () => {
      const { user } = await signIn(t, phone(9));
      const early = await issueMagicToken(ctx.database.db, { userId: user.id, purpose: 'email_login', now: t.clock.now() });
      const late = await issueMagicToken(ctx.database.db, { userId: user.id, purpose: 'email_login', now: t.clock.now() });
      t.clock.advance(MAGIC_TOKEN_TTL_SECONDS - 1);
      assert.equal((await magicLogin(early.token)).status, 200);
      t.clock.advance(1);
      const expired = await magicLogin(late.token);
      assert.equal(expired.status, 400);
      assert.equal((expired.body as unknown as ApiErrorBody).code, 'INVALID_CODE');
    });

    it('answers INVALID_CODE for an unknown token and VALIDATION_FAILED for a missing one', async () => {
      const unknown = await magicLogin('no-such-token');
      assert.equal(unknown.status, 400);
      assert.equal((unknown.body as unknown as ApiErrorBody).code, 'INVALID_CODE');
      const missing = await magicLogin('');
      assert.equal(missing.status, 400);
      assert.deepEqual((missing.body as unknown as ApiErrorBody).fieldErrors, { magic_token: { key: 'validation.required' } });
    });

    it('refuses a closed account', async () => {
      const { user } = await signIn(t, phone(10));
      await ctx.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, user.id));
      const { token } = await issueMagicToken(ctx.database.db, { userId: user.id, purpose: 'email_login', now: t.clock.now() });
      const response = await magicLogin(token);
      assert.equal(response.status, 401);
      assert.equal((response.body as unknown as ApiErrorBody).code, 'UNAUTHORIZED');
    });

    it('lets only one of two simultaneous redemptions win', async () => {
      const { user } = await signIn(t, phone(11));
      const { token } = await issueMagicToken(ctx.database.db, { userId: user.id, purpose: 'email_login', now: t.clock.now() });
      const answers = await Promise.all([magicLogin(token), magicLogin(token), magicLogin(token)]);
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 400, 400]);
    });
  });
});
