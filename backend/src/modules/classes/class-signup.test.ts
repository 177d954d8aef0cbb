import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  ClassFullBodySchema,
  CreateReservationResponseSchema,
  GroupClassOccurrenceListSchema,
  ReservationSchema,
  type ApiErrorBody,
  type ClassFullBody,
  type ClassSignUpRequest,
  type CreateReservationResponse,
  type GroupClassOccurrence,
  type Payment,
  type Reservation,
  type SlotTakenBody,
  type VenueAvailability,
  type VenueDetail,
} from '@venue/api';
import { groupClassOccurrences } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest, venueDetail } from '../../testing/booking-helpers.js';
import { createClass, createTrainer } from '../../testing/class-helpers.js';
import { buildPaymentTestApp, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs } from '../jobs/job-handlers.js';

const WARSZAWA = 1;
const LODZ = 6;
// Test clock: 2030-06-01 10:00Z (Saturday 12:00 Warsaw). 2030-06-03 is a Monday; 18:00 Warsaw = 16:00Z.
const MONDAY_18 = '2030-06-03T16:00:00.000Z';
const NEXT_MONDAY_18 = '2030-06-10T16:00:00.000Z';
const THIRD_MONDAY_18 = '2030-06-17T16:00:00.000Z';

describe('class sign-ups', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;
  let token: string;
  let warszawa: VenueDetail;
  let court: number;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
    warszawa = await venueDetail(t, WARSZAWA);
    const squash = warszawa.sport_types.find((type) => type.code === 'squash');
    court = warszawa.sport_objects.filter((object) => object.sport_type_id === squash?.id).at(-1)?.id ?? 0;
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    token = (await signIn(t, phone(1))).token;
  });

  const regulations = () => warszawa.regulations.filter((item) => item.required).map((item) => item.id);
  const signUp = (occurrenceId: number, price: { id: number; price: number }, extra: Partial<ClassSignUpRequest> = {}, as = token) =>
    call<CreateReservationResponse & ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/reservation',
      {
        venue_id: WARSZAWA,
        venue_group_classes_id: occurrenceId,
        price_list_id: price.id,
        venue_group_classes_price: price.price,
        payment: 'on_site',
        accepted_regulation_ids: regulations(),
        ...extra,
      },
      as ? bearer(as) : {},
    );
  const list = async (venueId = WARSZAWA, from = '2030-06-01T00:00:00Z', to = '2030-06-30T00:00:00Z') =>
    call<GroupClassOccurrence[] & ApiErrorBody>(
      t.app,
      'GET',
      `/api/marketplace/venue/venue_group_classes/${venueId}?start_time=${from}&end_time=${to}`,
    );
  const aClass = (extra: Parameters<typeof createClass>[1] extends infer F ? Partial<F> : never = {}) =>
    createClass(ctx.database.db, {
      venueId: WARSZAWA,
      sportObjectId: court,
      starts: [MONDAY_18, NEXT_MONDAY_18, THIRD_MONDAY_18],
      ...extra,
    });

  it('lists the occurrences of a range with trainer, price lists and free places; hidden trainers are not named', async () => {
    const trainer = await createTrainer(ctx.database.db, { venueId: WARSZAWA, courts: [court], displayName: 'Kasia' });
    const hidden = await createTrainer(ctx.database.db, { venueId: WARSZAWA, courts: [court], visibility: 'hidden' });
    const shown = await aClass({ trainerId: trainer.id, max: 6, starts: [NEXT_MONDAY_18, MONDAY_18] });
    await aClass({ trainerId: hidden.id, max: null, starts: ['2030-06-04T16:00:00Z'] });
    const first = shown.priceLists[0];
    assert.ok(first);
    assert.equal((await signUp(shown.occurrenceIds[0] ?? 0, first)).status, 201);

    const answer = await list(WARSZAWA, '2030-06-03T00:00:00Z', '2030-06-05T00:00:00Z');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(v.is(GroupClassOccurrenceListSchema, answer.body));
    assert.deepEqual(
      answer.body.map((item) => [item.start_time, item.free_places, item.max_participants, item.trainer?.display_name ?? null]),
      [
        [MONDAY_18, 5, 6, 'Kasia'],
        ['2030-06-04T16:00:00.000Z', null, null, null],
      ],
    );
    const [occurrence] = answer.body;
    assert.deepEqual(
      occurrence?.price_lists.map((item) => [item.name, item.price]),
      [
        ['Normalny', 4000],
        ['Studencki', 3000],
      ],
    );
    assert.equal(occurrence?.end_time, '2030-06-03T17:00:00.000Z');
    assert.equal(occurrence?.carnet_required, false);
    assert.equal(occurrence?.cancelled, false);
  });

  it('refuses a listing longer than 31 days or backwards (400) and an unknown venue (404)', async () => {
    assert.equal((await list(WARSZAWA, '2030-06-01T00:00:00Z', '2030-07-03T00:00:00Z')).status, 400);
    assert.equal((await list(WARSZAWA, '2030-06-05T00:00:00Z', '2030-06-01T00:00:00Z')).status, 400);
    assert.equal((await list(WARSZAWA, '2030-06-01T00:00:00Z', '2030-07-02T00:00:00Z')).status, 200);
    assert.equal((await list(999)).status, 404);
  });

  it('signs up on site: 201, the view names the class and price list, free places fall, My reservations lists it', async () => {
    const { occurrenceIds, priceLists, classId } = await aClass({ max: 4 });
    const student = priceLists[1];
    assert.ok(student);
    const response = await signUp(occurrenceIds[0] ?? 0, student);
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.ok(v.is(CreateReservationResponseSchema, response.body));
    const [reservation] = response.body.reservations;
    assert.deepEqual(reservation?.group_class, {
      id: occurrenceIds[0],
      class_id: classId,
      name: reservation?.group_class?.name,
      price_list_name: 'Studencki',
    });
    assert.equal(reservation?.base_price, 3000);
    assert.equal(reservation?.payment_status, 'unpaid');
    assert.equal(reservation?.start_time, MONDAY_18);
    assert.equal(reservation?.trainer, null);
    assert.ok(reservation?.cancellation);
    const listed = await list(WARSZAWA, '2030-06-03T00:00:00Z', '2030-06-04T00:00:00Z');
    assert.equal(listed.body[0]?.free_places, 3);
    const mine = await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(token));
    assert.deepEqual(
      mine.body.map((item) => item.group_class?.id),
      [occurrenceIds[0]],
    );
    assert.ok(mine.body.every((item) => v.is(ReservationSchema, item)));
  });

  it('a class holds its court: the court is not offered and a court booking over it is refused', async () => {
    await aClass();
    const availability = await call<VenueAvailability>(t.app, 'GET', `/api/marketplace/venue/get_object_availabilities/1?date=2030-06-03`);
    const slots = availability.body.objects.find((object) => object.id === court)?.slots ?? [];
    assert.ok(!slots.some((slot) => slot.local_time === '18:00' || slot.local_time === '17:30'));
    assert.ok(slots.some((slot) => slot.local_time === '19:00'));
    const booking = await bookingRequest(t, WARSZAWA, '2030-06-03T15:30:00Z', 60, { courtIndex: 3 });
    assert.equal(booking.venue_sport_object_id, court);
    const refused = await call<SlotTakenBody>(t.app, 'POST', '/api/users/reservation', booking, bearer(token));
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'CONFLICT');
  });

  it('needs a signed-in player (401), a price list (400 selectPriceList) at its current price, and the regulations (422)', async () => {
    const { occurrenceIds, priceLists } = await aClass();
    const id = occurrenceIds[0] ?? 0;
    const normal = priceLists[0];
    assert.ok(normal);
    assert.equal((await signUp(id, normal, {}, '')).status, 401);
    const noList = await signUp(id, normal, { price_list_id: 0 });
    assert.equal(noList.status, 400);
    assert.deepEqual(noList.body.fieldErrors?.price_list_id, { key: 'validation.selectPriceList' });
    const stale = await signUp(id, { id: normal.id, price: 3500 });
    assert.equal(stale.status, 400);
    assert.ok(stale.body.fieldErrors?.venue_group_classes_price);
    const otherList = await signUp(id, { id: 99_999, price: 4000 });
    assert.equal(otherList.status, 400);
    const unaccepted = await signUp(id, normal, { accepted_regulation_ids: [] });
    assert.equal(unaccepted.status, 422);
    assert.equal(unaccepted.body.code, 'REGULATIONS_NOT_ACCEPTED');
    const noPayment = await signUp(id, normal, { payment: undefined });
    assert.equal(noPayment.status, 400);
  });

  it('refuses an unknown occurrence, one of another venue (404 CLASS_NOT_FOUND), a called-off one (422) and a past one', async () => {
    const { occurrenceIds, priceLists } = await aClass();
    const normal = priceLists[0];
    assert.ok(normal);
    const unknown = await signUp(99_999, normal);
    assert.deepEqual([unknown.status, unknown.body.code], [404, 'CLASS_NOT_FOUND']);
    const elsewhere = await signUp(occurrenceIds[0] ?? 0, normal, { venue_id: 2 });
    assert.deepEqual([elsewhere.status, elsewhere.body.code], [404, 'CLASS_NOT_FOUND']);
    await ctx.database.db
      .update(groupClassOccurrences)
      .set({ state: 'cancelled' })
      .where(eq(groupClassOccurrences.id, occurrenceIds[1] ?? 0));
    const cancelled = await signUp(occurrenceIds[1] ?? 0, normal);
    assert.deepEqual([cancelled.status, cancelled.body.code], [422, 'CLASS_CANCELLED']);
    t.clock.set(new Date('2030-06-03T16:30:00Z'));
    const past = await signUp(occurrenceIds[0] ?? 0, normal);
    assert.deepEqual([past.status, past.body.code], [422, 'SLOT_IN_PAST']);
  });

  it('a player signs up once per occurrence (409 ALREADY_SIGNED_UP); after cancelling they may again', async () => {
    const { occurrenceIds, priceLists } = await aClass();
    const normal = priceLists[0];
    assert.ok(normal);
    const first = await signUp(occurrenceIds[0] ?? 0, normal);
    assert.equal(first.status, 201);
    const again = await signUp(occurrenceIds[0] ?? 0, normal);
    assert.deepEqual([again.status, again.body.code], [409, 'ALREADY_SIGNED_UP']);
    const id = first.body.reservations[0]?.id;
    const cancelled = await call<Reservation>(t.app, 'DELETE', `/api/users/reservation/${id}`, undefined, bearer(token));
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.state, 'cancelled');
    assert.equal((await signUp(occurrenceIds[0] ?? 0, normal)).status, 201);
  });

  it('a full class answers 409 CLASS_FULL with the next occurrences that have room; a cancelled sign-up frees its place', async () => {
    const { occurrenceIds, priceLists } = await aClass({ max: 1 });
    const normal = priceLists[0];
    assert.ok(normal);
    const other = await signIn(t, phone(2));
    const taken = await signUp(occurrenceIds[0] ?? 0, normal, {}, other.token);
    assert.equal(taken.status, 201);
    await signUp(occurrenceIds[1] ?? 0, normal, {}, other.token);
    const full = await call<ClassFullBody>(
      t.app,
      'POST',
      '/api/users/reservation',
      {
        venue_id: WARSZAWA,
        venue_group_classes_id: occurrenceIds[0],
        price_list_id: normal.id,
        venue_group_classes_price: normal.price,
        payment: 'on_site',
        accepted_regulation_ids: regulations(),
      },
      bearer(token),
    );
    assert.equal(full.status, 409);
    assert.ok(v.is(ClassFullBodySchema, full.body), JSON.stringify(full.body));
    assert.deepEqual(
      full.body.next_occurrences.map((item) => [item.venue_group_classes_id, item.start_time, item.free_places]),
      [[occurrenceIds[2], THIRD_MONDAY_18, 1]],
    );
    const cancel = await call<Reservation>(
      t.app,
      'DELETE',
      `/api/users/reservation/${taken.body.reservations[0]?.id}`,
      undefined,
      bearer(other.token),
    );
    assert.equal(cancel.status, 200);
    assert.equal((await signUp(occurrenceIds[0] ?? 0, normal)).status, 201);
  });

  it('another player can neither read nor cancel a sign-up (404)', async () => {
    const { occurrenceIds, priceLists } = await aClass();
    const normal = priceLists[0];
    assert.ok(normal);
    const mine = (await signUp(occurrenceIds[0] ?? 0, normal)).body.reservations[0];
    const stranger = await signIn(t, phone(3));
    assert.equal((await call(t.app, 'GET', `/api/users/reservation/single/${mine?.id}`, undefined, bearer(stranger.token))).status, 404);
    assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${mine?.id}`, undefined, bearer(stranger.token))).status, 404);
    const own = await call<Reservation>(t.app, 'GET', `/api/users/reservation/single/${mine?.id}`, undefined, bearer(token));
    assert.equal(own.body.state, 'active');
  });

  it('a pass-only venue and a carnet-only class refuse sign-up without a carnet (422 CARNET_REQUIRED)', async () => {
    const lodz = await venueDetail(t, LODZ);
    const lodzCourt = lodz.sport_objects[0]?.id ?? 0;
    const atLodz = await createClass(ctx.database.db, { venueId: LODZ, sportObjectId: lodzCourt, starts: [MONDAY_18] });
    const normal = atLodz.priceLists[0];
    assert.ok(normal);
    const listed = await list(LODZ, '2030-06-03T00:00:00Z', '2030-06-04T00:00:00Z');
    assert.equal(listed.body[0]?.carnet_required, true);
    const refused = await signUp(atLodz.occurrenceIds[0] ?? 0, normal, {
      venue_id: LODZ,
      accepted_regulation_ids: lodz.regulations.filter((item) => item.required).map((item) => item.id),
    });
    assert.deepEqual([refused.status, refused.body.code], [422, 'CARNET_REQUIRED']);
    const carnetOnly = await aClass({ carnetRequired: true });
    const online = await signUp(carnetOnly.occurrenceIds[0] ?? 0, carnetOnly.priceLists[0] ?? normal, { payment: 'online' });
    assert.deepEqual([online.status, online.body.code], [422, 'CARNET_REQUIRED']);
  });

  it('online: waits for its payment like a court, pays through the wallet or gateway, and expires unpaid freeing the place', async () => {
    const { occurrenceIds, priceLists } = await aClass({ max: 1 });
    const normal = priceLists[0];
    assert.ok(normal);
    const created = await signUp(occurrenceIds[0] ?? 0, normal, { payment: 'online' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const reservation = created.body.reservations[0];
    assert.equal(reservation?.payment_status, 'pending_online');
    assert.ok(reservation?.pay_until);
    const payment = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: WARSZAWA, reservation_id: reservation?.id, method_id: 106 },
      bearer(token),
    );
    assert.equal(payment.status, 201, JSON.stringify(payment.body));
    assert.equal(payment.body.amount, normal.price + (reservation?.service_fee ?? 0));

    const second = await signUp(occurrenceIds[1] ?? 0, normal, { payment: 'online' });
    assert.equal(second.status, 201);
    t.clock.advance(31 * 60);
    await runJobs(ctx.database.db, t.clock.now());
    const expired = await call<Reservation>(
      t.app,
      'GET',
      `/api/users/reservation/single/${second.body.reservations[0]?.id}`,
      undefined,
      bearer(token),
    );
    assert.equal(expired.body.state, 'cancelled');
    const other = await signIn(t, phone(4));
    assert.equal((await signUp(occurrenceIds[1] ?? 0, normal, {}, other.token)).status, 201);
  });
});
