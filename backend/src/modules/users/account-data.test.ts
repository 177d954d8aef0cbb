import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import * as v from 'valibot';
import { UserSchema, type ApiErrorBody, type User } from '@venue/api';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

const child = { venue_id: 1, first_name: 'Jan', last_name: 'Nowak', birth_date: '2016-05-01', gender: 'male' };
const company = {
  type: 'company',
  name: 'Ministerstwo Finansów',
  nip: '5260250274',
  street: 'ul. Świętokrzyska 12',
  postalCode: '00-916',
  city: 'Warszawa',
  country: 'Polska',
};

describe('account data: game levels, children, billing, venue profiles', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  const send = <T = User>(method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) =>
    call<T>(t.app, method, `/api/users${url}`, body, bearer(token));
  const errorOf = (body: unknown) => body as ApiErrorBody;

  describe('POST /user/sport_skill/:sportTypeId', () => {
    it('sets and replaces a level, answering the whole user', async () => {
      const { token } = await signIn(t, phone(1));
      const first = await send('POST', '/user/sport_skill/1', token, { level: 2 });
      assert.equal(first.status, 200);
      assert.ok(v.is(UserSchema, first.body));
      assert.deepEqual(
        first.body.user_sport_skill.map(({ sport_type_id, level }) => ({ sport_type_id, level })),
        [{ sport_type_id: 1, level: 2 }],
      );
      const second = await send('POST', '/user/sport_skill/1', token, { level: 6 });
      await send('POST', '/user/sport_skill/2', token, { level: 0 });
      assert.deepEqual(
        second.body.user_sport_skill.map((skill) => skill.level),
        [6],
      );
      const me = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(token));
      assert.deepEqual(
        me.body.user_sport_skill.map(({ sport_type_id, level }) => [sport_type_id, level]),
        [
          [1, 6],
          [2, 0],
        ],
      );
    });

    it('refuses levels outside 0–6, bad ids and unknown sports with 4xx', async () => {
      const { token } = await signIn(t, phone(2));
      for (const level of [-1, 7, 2.5, '3', null]) {
        const response = await send('POST', '/user/sport_skill/1', token, { level });
        assert.equal(response.status, 400, String(level));
        assert.equal(errorOf(response.body).code, 'VALIDATION_FAILED');
        assert.ok(errorOf(response.body).fieldErrors?.level);
      }
      assert.equal((await send('POST', '/user/sport_skill/abc', token, { level: 1 })).status, 400);
      const unknown = await send('POST', '/user/sport_skill/999', token, { level: 1 });
      assert.equal(unknown.status, 404);
      assert.equal(errorOf(unknown.body).code, 'NOT_FOUND');
      assert.equal((await call(t.app, 'POST', '/api/users/user/sport_skill/1', { level: 1 })).status, 401);
    });
  });

  describe('children', () => {
    it('adds, edits and deletes a child, answering the updated user each time', async () => {
      const { token } = await signIn(t, phone(3));
      const added = await send('POST', '/user/child', token, { ...child, first_name: ' Jan ' });
      assert.equal(added.status, 201);
      assert.ok(v.is(UserSchema, added.body));
      const [saved] = added.body.children;
      assert.ok(saved);
      assert.deepEqual({ ...saved, id: 0 }, { ...child, id: 0 });

      const edited = await send('PATCH', `/user/child/${saved.id}`, token, {
        ...child,
        venue_id: 2,
        first_name: 'Janek',
        gender: 'not_defined',
      });
      assert.equal(edited.status, 200);
      assert.deepEqual(edited.body.children, [{ ...child, id: saved.id, venue_id: 2, first_name: 'Janek', gender: 'not_defined' }]);

      const wrongVenue = await send('DELETE', `/user/child/${saved.id}`, token, { venue_id: 1 });
      assert.equal(wrongVenue.status, 400);
      assert.deepEqual(errorOf(wrongVenue.body).fieldErrors, { venue_id: { key: 'validation.invalid' } });

      const deleted = await send('DELETE', `/user/child/${saved.id}`, token, { venue_id: 2 });
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body.children, []);
    });

    it('validates the child with the shared schema', async () => {
      const { token } = await signIn(t, phone(4));
      const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const response = await send('POST', '/user/child', token, { venue_id: 1, first_name: '', birth_date: future, gender: 'x' });
      assert.equal(response.status, 400);
      assert.deepEqual(errorOf(response.body).fieldErrors, {
        first_name: { key: 'validation.required' },
        last_name: { key: 'validation.required' },
        birth_date: { key: 'validation.birthDateFuture' },
        gender: { key: 'validation.required' },
      });
      const unknownVenue = await send('POST', '/user/child', token, { ...child, venue_id: 999 });
      assert.equal(unknownVenue.status, 400);
      assert.deepEqual(errorOf(unknownVenue.body).fieldErrors, { venue_id: { key: 'validation.invalid' } });
      assert.equal((await send('DELETE', '/user/child/1', token)).status, 400);
    });

    it("never lets a user see, edit or delete another user's child", async () => {
      const parent = await signIn(t, phone(5));
      const other = await signIn(t, phone(6));
      const added = await send('POST', '/user/child', parent.token, child);
      const childId = added.body.children[0]?.id;
      assert.ok(childId);

      const edit = await send('PATCH', `/user/child/${childId}`, other.token, { ...child, first_name: 'Hacked' });
      assert.equal(edit.status, 404);
      assert.equal(errorOf(edit.body).code, 'NOT_FOUND');
      const remove = await send('DELETE', `/user/child/${childId}`, other.token, { venue_id: 1 });
      assert.equal(remove.status, 404);

      const me = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(parent.token));
      assert.deepEqual(
        me.body.children.map((item) => item.first_name),
        ['Jan'],
      );
      const otherMe = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(other.token));
      assert.deepEqual(otherMe.body.children, []);
    });
  });

  describe('billing through PATCH /user', () => {
    const patch = (token: string, billing: unknown) =>
      send('PATCH', '/user', token, {
        billing_info: JSON.stringify(billing),
        first_name: 'Anna',
        last_name: 'Nowak',
        email: 'anna@example.com',
        is_active: true,
      });

    it('saves valid company and personal billing data, normalized', async () => {
      const { token } = await signIn(t, phone(7));
      const saved = await patch(token, { ...company, nip: '526-025-02-74' });
      assert.equal(saved.status, 200);
      assert.deepEqual(JSON.parse(saved.body.billing_info ?? 'null'), company);
      const personal = {
        type: 'personal',
        fullName: 'Anna Nowak',
        nip: '',
        street: 'Długa 5',
        postalCode: '80-001',
        city: 'Gdańsk',
        country: 'Polska',
      };
      const { nip: _nip, ...withoutNip } = personal;
      assert.deepEqual(JSON.parse((await patch(token, personal)).body.billing_info ?? 'null'), withoutNip);
    });

    it('refuses a wrong NIP checksum, postal code and a city with digits, keeping the old data', async () => {
      const { token } = await signIn(t, phone(8));
      await patch(token, company);
      const response = await patch(token, { ...company, nip: '5260250275', postalCode: '00916', city: 'Warszawa 1' });
      assert.equal(response.status, 400);
      assert.deepEqual(errorOf(response.body).fieldErrors, {
        'billing_info.nip': { key: 'validation.nip' },
        'billing_info.postalCode': { key: 'validation.postalCode' },
        'billing_info.city': { key: 'validation.cityDigits' },
      });
      const me = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(token));
      assert.deepEqual(JSON.parse(me.body.billing_info ?? 'null'), company);
    });
  });

  describe('venue profiles', () => {
    it('are created by the first booking at a venue, once', async () => {
      const { token } = await signIn(t, phone(9));
      const book = async (start: string) => {
        const response = await call(t.app, 'POST', '/api/users/reservation', await bookingRequest(t, 2, start, 60), bearer(token));
        assert.equal(response.status, 201, JSON.stringify(response.body));
      };
      await book('2030-06-03T14:00:00Z');
      await book('2030-06-03T16:00:00Z');
      const me = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(token));
      assert.deepEqual(
        me.body.user_venue_profiles.map(({ venue_id, is_owner, is_active }) => ({ venue_id, is_owner, is_active })),
        [{ venue_id: 2, is_owner: false, is_active: true }],
      );
    });
  });
});
