import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import * as v from 'valibot';
import {
  CreateReservationResponseSchema,
  RecurrencePreviewResponseSchema,
  ReservationSchema,
  SlotTakenBodySchema,
  type ApiErrorBody,
  type CreateReservationResponse,
  type RecurrencePreviewResponse,
  type Reservation,
  type SlotTakenBody,
  type VenueAvailability,
} from '@venue/api';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest, venueDetail } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

const WARSZAWA = 1;
const KRAKOW = 2;
const GDANSK = 3;
// Test clock: 2030-06-01 10:00Z (Saturday 12:00 Warsaw). 2030-06-03 is a Monday.
const MONDAY_16_WARSAW = '2030-06-03T14:00:00Z';

describe('reservations', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let token: string;
  let userId: number;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    const signed = await signIn(t, phone(1));
    token = signed.token;
    userId = signed.user.id;
  });

  const post = <T>(body: unknown, as = token) => call<T>(t.app, 'POST', '/api/users/reservation', body, bearer(as));

  it('books a free slot: 201 with price, state and payment display, and the slot leaves availability', async () => {
    const request = await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 90);
    const response = await post<CreateReservationResponse>(request);
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.ok(v.is(CreateReservationResponseSchema, response.body));
    const [reservation] = response.body.reservations;
    assert.equal(reservation?.state, 'active');
    assert.equal(reservation?.payment_status, 'unpaid');
    assert.equal(reservation?.base_price, 13500);
    assert.equal(reservation?.service_fee, 0);
    assert.equal(reservation?.total, 13500);
    assert.equal(reservation?.parent_id, null);
    const availability = await call<VenueAvailability>(t.app, 'GET', '/api/marketplace/venue/get_object_availabilities/1?date=2030-06-03');
    const court = availability.body.objects.find((object) => object.id === request.venue_sport_object_id);
    assert.ok(!court?.slots.some((slot) => slot.local_time === '16:00' || slot.local_time === '16:30' || slot.local_time === '17:00'));
  });

  it('adds the 1,98 zł service fee to online payments and gives a payment deadline of 30 minutes', async () => {
    const response = await post<CreateReservationResponse>(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60, { payment: 'online' }));
    const reservation = response.body.reservations[0];
    assert.equal(reservation?.payment_status, 'pending_online');
    assert.equal(reservation?.service_fee, 198);
    assert.equal(reservation?.total, 9198);
    assert.equal(reservation?.pay_until, '2030-06-01T10:30:00.000Z');
  });

  it('requires a signed-in user', async () => {
    const response = await call<ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60),
    );
    assert.equal(response.status, 401);
    assert.equal((await call(t.app, 'GET', '/api/users/reservation/me')).status, 401);
  });

  it('enforces durations of 60–240 minutes in 30-minute steps', async () => {
    for (const minutes of [30, 45, 75, 270]) {
      const response = await post<ApiErrorBody>(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, minutes));
      assert.equal(response.status, 422, String(minutes));
      assert.equal(response.body.code, 'INVALID_DURATION');
    }
    assert.equal((await post(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 240))).status, 201);
  });

  it('refuses slots outside opening hours, in the past and beyond the advance limit', async () => {
    const late = await post<ApiErrorBody>(await bookingRequest(t, WARSZAWA, '2030-06-03T20:30:00Z', 60));
    assert.deepEqual([late.status, late.body.code], [422, 'OUTSIDE_OPENING_HOURS']);
    const past = await post<ApiErrorBody>(await bookingRequest(t, WARSZAWA, '2030-06-01T08:00:00Z', 60));
    assert.deepEqual([past.status, past.body.code], [422, 'SLOT_IN_PAST']);
    const far = await post<ApiErrorBody>(await bookingRequest(t, GDANSK, '2030-06-05T10:00:00Z', 60));
    assert.deepEqual([far.status, far.body.code], [422, 'ADVANCE_LIMIT_EXCEEDED']);
    assert.equal((await post(await bookingRequest(t, GDANSK, '2030-06-04T10:00:00Z', 60))).status, 201);
  });

  it('requires every required regulation and consent', async () => {
    const request = await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60);
    const response = await post<ApiErrorBody>({ ...request, accepted_regulation_ids: request.accepted_regulation_ids?.slice(0, 1) });
    assert.deepEqual([response.status, response.body.code], [422, 'REGULATIONS_NOT_ACCEPTED']);
    const foreign = await post<ApiErrorBody>({ ...request, accepted_regulation_ids: [...(request.accepted_regulation_ids ?? []), 9999] });
    assert.equal(foreign.status, 400);
  });

  it('applies partner cards up to the venue maximum', async () => {
    const krakow = await venueDetail(t, KRAKOW);
    const [multisport, medicover] = krakow.partner_cards;
    assert.ok(multisport && medicover);
    const ok = await post<CreateReservationResponse>(
      await bookingRequest(t, KRAKOW, MONDAY_16_WARSAW, 60, { discount_cards: [multisport.id, medicover.id] }),
    );
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal(ok.body.reservations[0]?.discount, 2700);
    assert.equal(ok.body.reservations[0]?.total, 9000 - 2700);
    const tooMany = await post<ApiErrorBody>(
      await bookingRequest(t, KRAKOW, '2030-06-03T16:00:00Z', 60, { discount_cards: [multisport.id, multisport.id, medicover.id] }),
    );
    assert.deepEqual([tooMany.status, tooMany.body.code], [422, 'TOO_MANY_PARTNER_CARDS']);
    const noCards = await post<ApiErrorBody>(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60, { discount_cards: [multisport.id] }));
    assert.deepEqual([noCards.status, noCards.body.code], [422, 'TOO_MANY_PARTNER_CARDS']);
  });

  it('answers 409 for an overlapping slot with the nearest free starts', async () => {
    assert.equal((await post(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60))).status, 201);
    const other = await signIn(t, phone(2));
    const response = await post<SlotTakenBody>(await bookingRequest(t, WARSZAWA, '2030-06-03T14:30:00Z', 60), other.token);
    assert.equal(response.status, 409);
    assert.ok(v.is(SlotTakenBodySchema, response.body));
    assert.deepEqual(
      response.body.alternatives.map((item) => item.start_time),
      ['2030-06-03T15:00:00.000Z', '2030-06-03T15:30:00.000Z', '2030-06-03T13:00:00.000Z'],
    );
    // Back to back is fine: '[)' ranges.
    assert.equal((await post(await bookingRequest(t, WARSZAWA, '2030-06-03T15:00:00Z', 60), other.token)).status, 201);
  });

  it('previews a weekly series with conflicts, then books the chosen occurrences under one parent', async () => {
    const other = await signIn(t, phone(2));
    // Someone has the 2nd Monday already.
    assert.equal((await post(await bookingRequest(t, WARSZAWA, '2030-06-10T14:00:00Z', 60), other.token)).status, 201);
    const request = await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60);
    const preview = await post<RecurrencePreviewResponse>({ ...request, recurring: { until: '2030-07-08', mode: 'preview' } });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.ok(v.is(RecurrencePreviewResponseSchema, preview.body));
    assert.deepEqual(
      preview.body.occurrences.map((item) => [item.start_time.slice(0, 10), item.status]),
      [
        ['2030-06-03', 'free'],
        ['2030-06-10', 'taken'],
        ['2030-06-17', 'free'],
        ['2030-06-24', 'free'],
        ['2030-07-01', 'free'],
        ['2030-07-08', 'beyond_advance_limit'],
      ],
    );
    const chosen = preview.body.occurrences.filter((item) => item.status === 'free').map((item) => item.start_time);
    const created = await post<CreateReservationResponse>({
      ...request,
      recurring: { until: '2030-07-08', mode: 'create', occurrences: chosen },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.reservations.length, 4);
    assert.ok(created.body.parent_id !== null);
    assert.ok(created.body.reservations.every((item) => item.parent_id === created.body.parent_id));
    // Choosing a taken one books nothing at all. (Paid online: two more unpaid on-site bookings
    // would pass the venue's five.)
    const again = await post<ApiErrorBody>({
      ...request,
      payment: 'online',
      start_time: '2030-06-03T17:00:00Z',
      end_time: '2030-06-03T18:00:00Z',
      recurring: { until: '2030-06-17', mode: 'create', occurrences: ['2030-06-03T17:00:00Z', '2030-06-10T17:00:00Z'] },
    });
    assert.equal(again.status, 201);
    const clash = await post<ApiErrorBody>(
      {
        ...request,
        start_time: '2030-06-03T17:00:00Z',
        end_time: '2030-06-03T18:00:00Z',
        recurring: { until: '2030-06-17', mode: 'create', occurrences: ['2030-06-17T17:00:00Z', '2030-06-10T17:00:00Z'] },
      },
      other.token,
    );
    assert.equal(clash.status, 409);
    const list = await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(other.token));
    assert.equal(list.body.length, 1);
  });

  it('keeps the local time of a weekly series across the autumn clock change', async () => {
    t.clock.set(new Date('2030-10-20T10:00:00Z'));
    // Months later: the session of beforeEach has been idle too long (90 days), so sign in anew.
    token = (await signIn(t, phone(1))).token;
    const request = await bookingRequest(t, WARSZAWA, '2030-10-21T16:00:00Z', 60); // Monday 18:00 CEST
    const preview = await post<RecurrencePreviewResponse>({ ...request, recurring: { until: '2030-11-04', mode: 'preview' } });
    // 18:00 local each week: 16:00Z before the change, 17:00Z after it.
    assert.deepEqual(
      preview.body.occurrences.map((item) => item.start_time),
      ['2030-10-21T16:00:00.000Z', '2030-10-28T17:00:00.000Z', '2030-11-04T17:00:00.000Z'],
    );
  });

  it('lists only the user’s own reservations with date filters; another user’s list is forbidden', async () => {
    await post(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60));
    await post(await bookingRequest(t, WARSZAWA, '2030-06-05T14:00:00Z', 60));
    const other = await signIn(t, phone(2));
    await post(await bookingRequest(t, WARSZAWA, '2030-06-04T14:00:00Z', 60), other.token);
    const mine = await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(token));
    assert.equal(mine.status, 200);
    assert.ok(v.is(v.array(ReservationSchema), mine.body));
    assert.deepEqual(
      mine.body.map((item) => item.start_time),
      ['2030-06-03T14:00:00.000Z', '2030-06-05T14:00:00.000Z'],
    );
    const byId = await call<Reservation[]>(
      t.app,
      'GET',
      `/api/users/reservation/${userId}?start_time=2030-06-04T00:00:00Z&end_time=2030-06-06T00:00:00Z`,
      undefined,
      bearer(token),
    );
    assert.deepEqual(
      byId.body.map((item) => item.start_time),
      ['2030-06-05T14:00:00.000Z'],
    );
    const foreign = await call<ApiErrorBody>(t.app, 'GET', `/api/users/reservation/${other.user.id}`, undefined, bearer(token));
    assert.deepEqual([foreign.status, foreign.body.code], [403, 'FORBIDDEN']);
    assert.equal((await call(t.app, 'GET', '/api/users/reservation/me?start_time=yesterday', undefined, bearer(token))).status, 400);
  });

  it('GET /reservation/single/:id finds by id or uuid for the owner only', async () => {
    const created = await post<CreateReservationResponse>(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60));
    const reservation = created.body.reservations[0];
    assert.ok(reservation);
    for (const ref of [String(reservation.id), reservation.reservation_uuid, reservation.reservation_uuid.toUpperCase()]) {
      const found = await call<Reservation>(t.app, 'GET', `/api/users/reservation/single/${ref}`, undefined, bearer(token));
      assert.equal(found.status, 200, ref);
      assert.equal(found.body.id, reservation.id);
    }
    const other = await signIn(t, phone(2));
    for (const ref of [String(reservation.id), reservation.reservation_uuid]) {
      const response = await call<ApiErrorBody>(t.app, 'GET', `/api/users/reservation/single/${ref}`, undefined, bearer(other.token));
      assert.equal(response.status, 404);
      assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${ref}`, undefined, bearer(other.token))).status, 404);
    }
    assert.equal((await call(t.app, 'GET', '/api/users/reservation/single/not-an-id', undefined, bearer(token))).status, 400);
  });

  it('cancels for free until the venue’s hours before the start, not on time afterwards; tells which beforehand', async () => {
    // Warszawa: 24 hours free cancellation. Start Monday 16:00 Warsaw = 14:00Z.
    const created = await post<CreateReservationResponse>(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60));
    const id = created.body.reservations[0]?.id;
    const second = await post<CreateReservationResponse>(await bookingRequest(t, WARSZAWA, '2030-06-03T16:00:00Z', 60));
    const lateId = second.body.reservations[0]?.id;
    assert.deepEqual(created.body.reservations[0]?.cancellation, {
      outcome: 'cancelled',
      free_until: '2030-06-02T14:00:00.000Z',
      refund: 0,
      consequence: 'none',
    });

    t.clock.set(new Date('2030-06-02T14:00:00Z'));
    const freeCancel = await call<Reservation>(t.app, 'DELETE', `/api/users/reservation/${id}`, undefined, bearer(token));
    assert.equal(freeCancel.status, 200);
    assert.equal(freeCancel.body.state, 'cancelled');
    assert.equal(freeCancel.body.cancellation, null);

    t.clock.set(new Date('2030-06-02T16:00:01Z'));
    const shown = await call<Reservation>(t.app, 'GET', `/api/users/reservation/single/${lateId}`, undefined, bearer(token));
    assert.deepEqual(shown.body.cancellation, {
      outcome: 'cancelled_not_on_time',
      free_until: '2030-06-02T16:00:00.000Z',
      refund: 0,
      consequence: 'late_fee_possible',
    });
    const lateCancel = await call<Reservation>(t.app, 'DELETE', `/api/users/reservation/${lateId}`, undefined, bearer(token));
    assert.equal(lateCancel.body.state, 'cancelled_not_on_time');

    const twice = await call<ApiErrorBody>(t.app, 'DELETE', `/api/users/reservation/${lateId}`, undefined, bearer(token));
    assert.deepEqual([twice.status, twice.body.code], [422, 'NOT_CANCELLABLE']);
    // The freed slot can be booked again.
    assert.equal((await post(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60))).status, 201);
    const active = await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me?include_cancelled=false', undefined, bearer(token));
    assert.equal(active.body.length, 1);
  });

  it('rejects malformed bodies with 400 and field errors', async () => {
    for (const body of [
      {},
      { venue_id: 'x' },
      { ...(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60)), start_time: 'soon' },
      { ...(await bookingRequest(t, WARSZAWA, MONDAY_16_WARSAW, 60)), venue_id: 2 },
    ]) {
      const response = await post<ApiErrorBody>(body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.code, 'VALIDATION_FAILED');
      assert.ok(response.body.fieldErrors);
    }
  });
});
