import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ApiErrorBody, CreateReservationResponse, Reservation } from '@venue/api';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

describe('an invoice needs billing data in the profile', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  const book = async (token: string, start: string, extra: { invoice?: boolean; recurring?: unknown } = {}) =>
    call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      { ...(await bookingRequest(t, 1, start, 60)), ...extra },
      bearer(token),
    );

  it('refuses an invoice request without billing data with 422 BILLING_DATA_REQUIRED and books nothing; books it once they are saved', async () => {
    const { token } = await signIn(t, phone(1));
    const refused = await book(token, '2030-06-03T14:00:00Z', { invoice: true });
    assert.equal(refused.status, 422);
    assert.equal((refused.body as unknown as ApiErrorBody).code, 'BILLING_DATA_REQUIRED');
    const series = await book(token, '2030-06-03T16:00:00Z', {
      invoice: true,
      recurring: { until: '2030-06-17', mode: 'create', occurrences: ['2030-06-03T16:00:00.000Z', '2030-06-10T16:00:00.000Z'] },
    });
    assert.equal((series.body as unknown as ApiErrorBody).code, 'BILLING_DATA_REQUIRED', 'a series too');
    const mine = await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(token));
    assert.deepEqual(mine.body, []);

    assert.equal((await book(token, '2030-06-03T14:00:00Z')).status, 201, 'without an invoice the booking goes through');

    const billing = {
      type: 'personal',
      fullName: 'Anna Nowak',
      street: 'Długa 5',
      postalCode: '80-001',
      city: 'Gdańsk',
      country: 'Polska',
    };
    const saved = await call(
      t.app,
      'PATCH',
      '/api/users/user',
      { billing_info: JSON.stringify(billing), first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com', is_active: true },
      bearer(token),
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const booked = await book(token, '2030-06-03T18:00:00Z', { invoice: true });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    assert.equal(booked.body.reservations[0]?.invoice, true);
  });
});
