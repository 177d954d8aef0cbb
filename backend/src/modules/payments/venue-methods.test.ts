import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ApiErrorBody, Payment, PaymentMethodInfo } from '@venue/api';
import { sql } from 'drizzle-orm';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookOnline } from '../../testing/booking-helpers.js';
import { buildPaymentTestApp, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { methodsOfVenue } from './venue-methods.js';

// Demo data: Gdańsk (venue 3) takes BLIK alone online; Warszawa (venue 1) takes both methods.
const GDANSK = 3;
const WARSZAWA = 1;

describe('the payment methods a venue takes online', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
  });

  const methods = (body?: unknown) => call<PaymentMethodInfo[] & ApiErrorBody>(t.app, 'POST', '/api/marketplace/autopay/getmethods', body);

  it('getmethods without a body (the spec call) lists every method of the gateway', async () => {
    const all = await methods();
    assert.equal(all.status, 200);
    assert.deepEqual(
      all.body.map((method) => method.id),
      [509, 106],
    );
    assert.deepEqual((await methods({})).body, all.body);
  });

  it('getmethods with a venue lists only what the venue takes, in the gateway order', async () => {
    const gdansk = await methods({ venue_id: GDANSK });
    assert.equal(gdansk.status, 200);
    assert.deepEqual(gdansk.body, [{ id: 509, name: 'BLIK', type: 'blik' }]);
    assert.deepEqual(
      (await methods({ venue_id: WARSZAWA })).body.map((method) => method.id),
      [509, 106],
    );
  });

  it('getmethods answers 404 for an unknown venue and 400 with a field error for a malformed one', async () => {
    const unknown = await methods({ venue_id: 999 });
    assert.deepEqual([unknown.status, unknown.body.code], [404, 'NOT_FOUND']);
    const malformed = await methods({ venue_id: 'three' });
    assert.equal(malformed.status, 400);
    assert.ok(malformed.body.fieldErrors?.venue_id);
  });

  it('refuses a payment by a method the venue does not take with 422; the method it takes then goes through', async () => {
    const { token } = await signIn(t, phone(31));
    const reservation = await bookOnline(t, token, '2030-06-02T14:00:00Z', GDANSK);
    const pay = (body: Record<string, unknown>) =>
      call<Payment & ApiErrorBody>(
        t.app,
        'POST',
        '/api/users/payment/create',
        { venue_id: GDANSK, reservation_id: reservation.id, ...body },
        bearer(token),
      );

    const transfer = await pay({ method_id: 106 });
    assert.equal(transfer.status, 422);
    assert.equal(transfer.body.code, 'PAYMENT_METHOD_NOT_ACCEPTED');
    assert.equal(transfer.body.fieldErrors?.method_id?.key, 'validation.invalid');
    // Pay-by-link is refused the same way.
    const byLink = await call<ApiErrorBody>(t.app, 'POST', '/api/users/payment/create', {
      venue_id: GDANSK,
      reservation_uuid: reservation.reservation_uuid,
      method_id: 106,
    });
    assert.deepEqual([byLink.status, byLink.body.code], [422, 'PAYMENT_METHOD_NOT_ACCEPTED']);
    const bulk = await call<ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/payment/reservation/bulk',
      { venue_id: GDANSK, reservation_id: [reservation.id], method_id: 106 },
      bearer(token),
    );
    assert.deepEqual([bulk.status, bulk.body.code], [422, 'PAYMENT_METHOD_NOT_ACCEPTED']);

    const blik = await pay({ method_id: 509, blik_code: '777123' });
    assert.equal(blik.status, 201, JSON.stringify(blik.body));
    assert.equal(blik.body.method_id, 509);
    // The approval arrives after the answer: let it land before the next test empties the tables.
    await t.gateway.settled();
  });

  it('the venue setting holds only known gateway methods, at least one', async () => {
    const { db } = ctx.database;
    await assert.rejects(db.execute(sql`update venues set online_payment_methods = '{509,999}' where id = ${GDANSK}`));
    await assert.rejects(db.execute(sql`update venues set online_payment_methods = '{}' where id = ${GDANSK}`));
  });

  it('methodsOfVenue leaves out what the venue takes but the gateway does not list', () => {
    const gateway = [{ id: 509, name: 'BLIK', type: 'blik' }];
    assert.deepEqual(methodsOfVenue(gateway, [509, 106]), gateway);
    assert.deepEqual(methodsOfVenue(gateway, [106]), []);
  });
});
