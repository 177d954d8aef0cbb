import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  BookingLimitBodySchema,
  type ApiErrorBody,
  type CreateReservationRequest,
  type CreateReservationResponse,
  type RecurrencePreviewResponse,
  type Reservation,
} from '@venue/api';
import { reservations, venues } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest, venueDetail } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

const WARSZAWA = 1;
const KRAKOW = 2;
const GDANSK = 3;
// Small limits at Warszawa so each rule is reached in a few bookings; the defaults are checked at Kraków.
const LIMITS = { maxActiveReservations: 4, maxUnpaidOnSiteReservations: 2, maxSeriesOccurrences: 3 };

describe('fair use per venue', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let token: string;

  before(async () => {
    // Before the first request, so the venue catalog (cached per process) is read with these.
    await ctx.database.db.update(venues).set(LIMITS).where(eq(venues.id, WARSZAWA));
    t = await buildTestApp(ctx.database);
  });

  beforeEach(async () => {
    // 2030-06-01 10:00Z is Saturday noon in Warsaw; 2030-06-03 is a Monday.
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    token = (await signIn(t, phone(1))).token;
  });

  const post = <T>(body: unknown, as = token) => call<T>(t.app, 'POST', '/api/users/reservation', body, bearer(as));
  const hour = (day: number, utcHour: number) => `2030-06-${String(day).padStart(2, '0')}T${String(utcHour).padStart(2, '0')}:00:00Z`;
  const book = async (start: string, extra: Partial<CreateReservationRequest> & { courtIndex?: number } = {}, venueId = WARSZAWA) =>
    post<CreateReservationResponse & ApiErrorBody>(await bookingRequest(t, venueId, start, 60, extra));
  const refusedWith = (answer: { status: number; body: unknown }, limit: string, max: number) => {
    assert.equal(answer.status, 422, JSON.stringify(answer.body));
    assert.equal((answer.body as ApiErrorBody).code, 'BOOKING_LIMIT_REACHED');
    assert.deepEqual(v.parse(BookingLimitBodySchema, answer.body), { limit, max });
  };

  it('the venue page carries the rules: the defaults, and a venue’s own', async () => {
    assert.deepEqual((await venueDetail(t, KRAKOW)).fair_use, {
      max_active_reservations: 12,
      max_unpaid_on_site_reservations: 5,
      max_series_occurrences: 12,
      door_opens_unpaid: false,
    });
    assert.deepEqual((await venueDetail(t, GDANSK)).fair_use, {
      max_active_reservations: 6,
      max_unpaid_on_site_reservations: 2,
      max_series_occurrences: 12,
      door_opens_unpaid: true,
    });
  });

  it('refuses an unpaid on-site booking past the limit, naming it; online ones, other venues and cancellations free room', async () => {
    assert.equal((await book(hour(3, 8))).status, 201);
    assert.equal((await book(hour(3, 9))).status, 201);
    refusedWith(await book(hour(3, 10)), 'unpaid_on_site', 2);
    // Paid online does not hold a court for nothing; another venue counts its own.
    assert.equal((await book(hour(3, 10), { payment: 'online' })).status, 201);
    assert.equal((await book(hour(3, 10), {}, KRAKOW)).status, 201);
    // Cancelling one frees its place.
    const [first] = (await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(token))).body;
    assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${first?.id}`, undefined, bearer(token))).status, 200);
    assert.equal((await book(hour(3, 11))).status, 201);
  });

  it('refuses past the active limit, counting only reservations not over yet', async () => {
    for (const utcHour of [8, 9, 10, 11]) assert.equal((await book(hour(3, utcHour), { payment: 'online' })).status, 201);
    refusedWith(await book(hour(4, 8), { payment: 'online' }), 'active_reservations', 4);
    // Once the first one is over it no longer counts.
    t.clock.set(new Date(hour(3, 9)));
    assert.equal((await book(hour(4, 8), { payment: 'online' })).status, 201);
    refusedWith(await book(hour(4, 9), { payment: 'online' }), 'active_reservations', 4);
  });

  it('a series covers at most the venue’s weeks: the preview lists them, a longer choice is refused and books nothing', async () => {
    const request = await bookingRequest(t, WARSZAWA, hour(3, 14), 60, { payment: 'online' });
    const until = '2030-06-30';
    const preview = await post<RecurrencePreviewResponse>({ ...request, recurring: { until, mode: 'preview' } });
    assert.equal(preview.status, 200);
    assert.deepEqual(
      preview.body.occurrences.map((item) => item.start_time.slice(0, 10)),
      ['2030-06-03', '2030-06-10', '2030-06-17'],
    );
    const fourth = '2030-06-24T14:00:00.000Z';
    for (const occurrences of [[...preview.body.occurrences.map((item) => item.start_time), fourth], [fourth]]) {
      refusedWith(await post({ ...request, recurring: { until, mode: 'create', occurrences } }), 'series_occurrences', 3);
    }
    const created = await post<CreateReservationResponse>({
      ...request,
      recurring: { until, mode: 'create', occurrences: preview.body.occurrences.map((item) => item.start_time) },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.reservations.length, 3);
    // A series counts towards the holdings as a whole: two more than the room left books none.
    const onSite = await bookingRequest(t, WARSZAWA, hour(4, 14), 60);
    const series = await post({ ...onSite, recurring: { until: '2030-06-11', mode: 'create', occurrences: [hour(4, 14), hour(11, 14)] } });
    refusedWith(series, 'active_reservations', 4);
  });

  it('simultaneous bookings of one player on different courts never pass the limit', async () => {
    const venue = await venueDetail(t, WARSZAWA);
    const requests = venue.sport_objects.flatMap((object) =>
      [8, 10, 12].map((utcHour): CreateReservationRequest => ({
        venue_id: WARSZAWA,
        venue_sport_object_id: object.id,
        start_time: new Date(hour(5, utcHour)).toISOString(),
        end_time: new Date(hour(5, utcHour + 1)).toISOString(),
        payment: 'on_site',
        accepted_regulation_ids: venue.regulations.filter((item) => item.required).map((item) => item.id),
      })),
    );
    const answers = await Promise.all(requests.map((request) => post(request)));
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [201, 201, ...Array<number>(requests.length - 2).fill(422)]);
    const [held] = await ctx.database.db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.venueId, WARSZAWA), sql`${reservations.state} = 'active'`));
    assert.equal(held?.n, 2);
  });
});
