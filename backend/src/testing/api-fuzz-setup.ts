import assert from 'node:assert/strict';
import type { CreateReservationResponse, Payment, User } from '@venue/api';
import { createSession } from '../modules/auth/session-service.js';
import type { OpenApiDocument } from '../modules/openapi/openapi-document.js';
import type { Database } from '../db/database.js';
import type { FuzzOptions } from './api-fuzz.js';
import type { KnownValues } from './api-fuzz-inputs.js';
import { bearer, phone, signIn } from './auth-helpers.js';
import { bookingRequest, venueDetail } from './booking-helpers.js';
import { buildTestApp, call, type TestApp } from './test-app.js';
import { DEMO_TYPES, demoType, giveCarnet } from '../modules/carnets/carnet-test-helpers.js';

export type FuzzTarget = Pick<FuzzOptions, 'app' | 'document' | 'known' | 'tokenOf' | 'renewToken'> & { testApp: TestApp };

/**
 * The app in development (so the dev-only routes are fuzzed too), an owner with a child, two
 * bookings (one with a pending BLIK payment) and a stranger; their ids and uuids seed the
 * fuzzer's generated values, so requests also hit rows that exist and belong to someone.
 */
export async function prepareFuzzTarget(database: Database): Promise<FuzzTarget> {
  const testApp = await buildTestApp(database, { config: { appEnv: 'development' }, runJobs: false });
  const { app } = testApp;
  const owner = await signIn(testApp, phone(901));
  const stranger = await signIn(testApp, phone(902));
  const tokens = { owner: owner.token, stranger: stranger.token };
  const userIds = { owner: owner.user.id, stranger: stranger.user.id };
  const auth = bearer(owner.token);

  const named = await call<User>(app, 'PATCH', '/api/users/user', { first_name: 'Olga', last_name: 'Owner', is_active: true }, auth);
  assert.equal(named.status, 200, JSON.stringify(named.body));
  const child = await call<User>(
    app,
    'POST',
    '/api/users/user/child',
    { venue_id: 1, first_name: 'Ola', last_name: 'Owner', birth_date: '2020-05-05', gender: 'female' },
    auth,
  );
  assert.equal(child.status, 201, JSON.stringify(child.body));
  const onSite = await call<CreateReservationResponse>(
    app,
    'POST',
    '/api/users/reservation',
    await bookingRequest(testApp, 1, '2030-06-03T16:00:00Z', 60),
    auth,
  );
  assert.equal(onSite.status, 201, JSON.stringify(onSite.body));
  const online = await call<CreateReservationResponse>(
    app,
    'POST',
    '/api/users/reservation',
    await bookingRequest(testApp, 1, '2030-06-04T16:00:00Z', 90, { payment: 'online' }),
    auth,
  );
  assert.equal(online.status, 201, JSON.stringify(online.body));
  const reservations = [...onSite.body.reservations, ...online.body.reservations];
  const paid = reservations.at(-1);
  const payment = await call<Payment>(
    app,
    'POST',
    '/api/users/payment/create',
    { venue_id: 1, reservation_id: paid?.id, method_id: 509, blik_code: '777555' },
    auth,
  );
  assert.equal(payment.status, 201, JSON.stringify(payment.body));

  // An active carnet of each kind, so carnet ids that exist (and are someone's) are tried too.
  const carnetIds = [
    await giveCarnet(database.db, userIds.owner, DEMO_TYPES.warszawaSquashMornings, { paidAt: testApp.clock.now() }),
    await giveCarnet(database.db, userIds.owner, DEMO_TYPES.warszawaValue, { paidAt: testApp.clock.now(), remaining: 100 }),
  ];
  const carnetTypeIds = [(await demoType(database.db, DEMO_TYPES.warszawaValue)).type.id];

  const documentResponse = await call<OpenApiDocument>(app, 'GET', '/api/openapi.json');
  assert.equal(documentResponse.status, 200);
  const childIds = child.body.children.map((item) => item.id);
  const venue = await venueDetail(testApp, 1);
  const venueIds = [...venue.sport_objects.map((court) => court.id), ...venue.regulations.map((item) => item.id)];
  const known: KnownValues = {
    ids: [
      userIds.owner,
      userIds.stranger,
      ...reservations.map((r) => r.id),
      payment.body.id,
      ...childIds,
      ...venueIds,
      ...carnetIds,
      ...carnetTypeIds,
      1,
      2,
      3,
    ],
    fields: {
      venue_id: [1],
      venue_sport_object_id: venue.sport_objects.map((court) => court.id),
      accepted_regulation_ids: [venue.regulations.filter((item) => item.required).map((item) => item.id)],
      reservation_id: reservations.map((r) => r.id),
      reservation_uuid: reservations.map((r) => r.reservation_uuid),
      user_venue_carnet_id: carnetIds,
      venue_carnet_type_id: carnetTypeIds,
      regulation_acceptance_id: [venue.regulations.filter((item) => item.required).map((item) => item.id)],
    },
    texts: [...reservations.map((r) => r.reservation_uuid), payment.body.payment_uuid, 'me', 'sandbox', '+48', phone(901)],
  };
  return {
    testApp,
    app,
    document: documentResponse.body,
    known,
    tokenOf: async (identity) => tokens[identity],
    // logout, logout_all and the like end the fuzzer's own sessions; a new one keeps the identity signed in.
    renewToken: async (identity) => {
      tokens[identity] = await createSession(database.db, userIds[identity], testApp.clock.now());
    },
  };
}
