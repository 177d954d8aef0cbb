import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import type { ApiErrorBody } from '@venue/api';
import { bearer, phone, signIn } from '../testing/auth-helpers.js';
import { bookingRequest } from '../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../testing/test-app.js';
import { useTestDatabase } from '../testing/test-database.js';

// Values each schema used to let through, and the database then failed on (a 500):
// ids above PostgreSQL's `integer`, days outside what date arithmetic and `date` hold, NUL in text.
describe('bounded input: refused with 400, never a 5xx', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let auth: ReturnType<typeof bearer>;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    auth = bearer((await signIn(t, phone(1))).token);
  });

  const expectInvalid = (response: { status: number; body: unknown }, field: string) => {
    assert.equal(response.status, 400, JSON.stringify(response.body));
    const body = response.body as ApiErrorBody;
    assert.equal(body.code, 'VALIDATION_FAILED');
    assert.equal(body.fieldErrors?.[field]?.key, 'validation.invalid', JSON.stringify(body));
  };

  for (const id of ['2147483648', '4294967296', '9999999999']) {
    it(`an id of ${id} in a path`, async () => {
      expectInvalid(await call(t.app, 'DELETE', `/api/users/reservation/${id}`, undefined, auth), 'id');
      expectInvalid(await call(t.app, 'GET', `/api/users/reservation/single/${id}`, undefined, auth), 'id');
      expectInvalid(await call(t.app, 'GET', `/api/users/reservation/${id}`, undefined, auth), 'id');
      expectInvalid(await call(t.app, 'GET', `/api/users/payment/${id}`, undefined, auth), 'id');
      expectInvalid(await call(t.app, 'GET', `/api/marketplace/venue/${id}`), 'id');
    });
  }

  it('the largest integer id is still a valid id, just not found', async () => {
    const response = await call<ApiErrorBody>(t.app, 'DELETE', '/api/users/reservation/2147483647', undefined, auth);
    assert.equal(response.status, 404, JSON.stringify(response.body));
  });

  it('an id above the integer range in a body', async () => {
    const request = await bookingRequest(t, 1, '2030-06-03T14:00:00Z', 60);
    const response = await call(t.app, 'POST', '/api/users/reservation', { ...request, venue_sport_object_id: 4294967296 }, auth);
    expectInvalid(response, 'venue_sport_object_id');
  });

  for (const date of ['0000-01-01', '0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
    it(`an availability day of ${date}`, async () => {
      expectInvalid(await call(t.app, 'GET', `/api/marketplace/venue/get_object_availabilities/1?date=${date}`), 'date');
    });
  }

  it('a series ending in year 9999, and instants outside 2000–2100', async () => {
    const request = await bookingRequest(t, 1, '2030-06-03T14:00:00Z', 60);
    const preview = await call(
      t.app,
      'POST',
      '/api/users/reservation',
      { ...request, recurring: { until: '9999-12-31', mode: 'preview' } },
      auth,
    );
    expectInvalid(preview, 'recurring.until');
    const far = await call(t.app, 'POST', '/api/users/reservation', { ...request, start_time: '9999-06-03T14:00:00Z' }, auth);
    expectInvalid(far, 'start_time');
    const early = await call(t.app, 'GET', '/api/users/reservation/me?start_time=0001-01-01T00:00:00Z', undefined, auth);
    expectInvalid(early, 'start_time');
  });

  it('a NUL character in a name', async () => {
    expectInvalid(await call(t.app, 'PATCH', '/api/users/user', { first_name: 'An\u0000na' }, auth), 'first_name');
    const child = { venue_id: 1, first_name: 'Ola\u0000', last_name: 'Nowak', birth_date: '2015-04-01', gender: 'female' };
    expectInvalid(await call(t.app, 'POST', '/api/users/user/child', child, auth), 'first_name');
  });
});
