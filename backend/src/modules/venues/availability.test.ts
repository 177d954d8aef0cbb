import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CheckAvailabilityResponseSchema,
  VenueAvailabilitySchema,
  VenueDetailSchema,
  type ApiErrorBody,
  type CheckAvailabilityResponse,
  type VenueAvailability,
  type VenueDetail,
} from '@venue/api';
import { reservations, users } from '../../db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

// Venue ids follow the demo data order: 1 Warszawa, 2 Kraków, 3 Gdańsk, 4 Wrocław, 5 Poznań, 6 Łódź.
const WARSZAWA = 1;
const GDANSK = 3;
const LODZ = 6;

describe('venue detail and availability', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  beforeEach(() => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
  });

  let nextPhone = 1;

  async function availability(venueId: number, query: string) {
    return call<VenueAvailability>(t.app, 'GET', `/api/marketplace/venue/get_object_availabilities/${venueId}?${query}`);
  }

  async function detail(venueId: number) {
    const response = await call<VenueDetail>(t.app, 'GET', `/api/marketplace/venue/${venueId}`);
    assert.equal(response.status, 200);
    assert.ok(v.is(VenueDetailSchema, response.body), JSON.stringify(response.body).slice(0, 300));
    return response.body;
  }

  async function book(objectId: number, start: string, end: string) {
    const [user] = await ctx.database.db
      .insert(users)
      .values({ phoneNumber: `+48500100${String(nextPhone++).padStart(3, '0')}`, createdAt: t.clock.now(), updatedAt: t.clock.now() })
      .returning({ id: users.id });
    assert.ok(user);
    const venue = await detail(WARSZAWA);
    assert.ok(venue.sport_objects.some((object) => object.id === objectId));
    await ctx.database.db.insert(reservations).values({
      userId: user.id,
      venueId: WARSZAWA,
      sportObjectId: objectId,
      startTime: new Date(start),
      endTime: new Date(end),
      paymentMethod: 'on_site',
      paymentStatus: 'unpaid',
      basePriceGrosze: 0,
      createdAt: t.clock.now(),
    });
  }

  it('GET /venue/:id returns the full venue: hours, courts, regulations, cards and price bands', async () => {
    const krakow = await detail(2);
    assert.equal(krakow.max_partner_cards, 2);
    assert.deepEqual(
      krakow.partner_cards.map((card) => card.code),
      ['multisport', 'medicover-sport'],
    );
    assert.equal(krakow.service_fee, 198);
    const warszawa = await detail(WARSZAWA);
    assert.deepEqual(warszawa.opening_hours[0], { weekday: 1, opens: '07:00', closes: '23:00' });
    assert.deepEqual(
      warszawa.regulations.map((item) => [item.kind, item.required]),
      [
        ['regulation', true],
        ['consent', true],
        ['consent', false],
      ],
    );
    assert.ok(warszawa.sport_objects.some((object) => object.court_type === 'panoramic' && object.tags.includes('szklane ściany')));
    assert.ok(warszawa.price_bands.some((band) => band.label === 'peak' && band.from === '16:00'));
    assert.equal((await detail(GDANSK)).max_advance_days, 3);
    assert.equal((await detail(LODZ)).pass_only, true);
  });

  it('lists free starts with prices per duration, off-peak and peak, in venue time', async () => {
    // 2030-06-03 is a Monday; the test clock stands at 2030-06-01 12:00 Warsaw.
    const response = await availability(WARSZAWA, 'date=2030-06-03&sport_type_id=1');
    assert.equal(response.status, 200);
    assert.ok(v.is(VenueAvailabilitySchema, response.body));
    assert.equal(response.body.objects.length, 4);
    const court = response.body.objects[0];
    assert.ok(court);
    const first = court.slots[0];
    // Opens 07:00 Warsaw = 05:00Z in summer.
    assert.equal(first?.start_time, '2030-06-03T05:00:00.000Z');
    assert.equal(first?.local_time, '07:00');
    assert.deepEqual(first?.prices, [6000, 9000, 12000, 15000, 18000, 21000, 24000]);
    // 15:30–16:30 is half off-peak (30 zł), half peak (45 zł).
    const crossing = court.slots.find((slot) => slot.local_time === '15:30');
    assert.equal(crossing?.prices[0], 7500);
    // 15:30–17:00: 30 zł + 45 + 45.
    assert.equal(crossing?.prices[1], 12000);
    // The last start is 22:00 for 60 minutes (closing 23:00).
    const last = court.slots.at(-1);
    assert.equal(last?.local_time, '22:00');
    assert.deepEqual(last?.prices, [9000]);
  });

  it('uses the weekend band on Saturdays and opening hours 08:00–22:00', async () => {
    const response = await availability(WARSZAWA, 'date=2030-06-08&sport_type_id=1');
    const court = response.body.objects[0];
    assert.equal(court?.slots[0]?.local_time, '08:00');
    assert.equal(court?.slots[0]?.prices[0], 8000);
  });

  it('leaves out booked time and the starts whose durations would overlap it', async () => {
    const objectId = (await availability(WARSZAWA, 'date=2030-06-03&sport_type_id=1')).body.objects[0]?.id ?? 0;
    await book(objectId, '2030-06-03T08:00:00Z', '2030-06-03T09:30:00Z'); // 10:00–11:30 Warsaw
    const court = (await availability(WARSZAWA, 'date=2030-06-03&sport_type_id=1')).body.objects.find((object) => object.id === objectId);
    const times = court?.slots.map((slot) => slot.local_time) ?? [];
    assert.ok(!times.includes('10:00') && !times.includes('11:00') && !times.includes('9:30'));
    assert.ok(times.includes('11:30'));
    assert.equal(court?.slots.find((slot) => slot.local_time === '09:00')?.prices.length, 1);
    assert.equal(
      court?.slots.find((slot) => slot.local_time === '09:30'),
      undefined,
    );
  });

  it('lists the booked starts as taken, so a picker can tell them from closed ones', async () => {
    const objectId = (await availability(WARSZAWA, 'date=2030-06-04&sport_type_id=1')).body.objects[0]?.id ?? 0;
    await book(objectId, '2030-06-04T08:00:00Z', '2030-06-04T09:00:00Z'); // 10:00–11:00 Warsaw
    const response = await availability(WARSZAWA, 'date=2030-06-04&sport_type_id=1');
    assert.ok(v.is(VenueAvailabilitySchema, response.body));
    const court = response.body.objects.find((object) => object.id === objectId);
    assert.deepEqual(court?.taken, [
      { start_time: '2030-06-04T08:00:00.000Z', local_time: '10:00' },
      { start_time: '2030-06-04T08:30:00.000Z', local_time: '10:30' },
    ]);
    // 09:30 is neither free (an hour does not fit) nor taken: the picker shows it as closed.
    assert.ok(!court?.slots.some((slot) => slot.local_time === '09:30'));
    const other = response.body.objects.find((object) => object.id !== objectId);
    assert.deepEqual(other?.taken, []);
  });

  it('repeated reads follow bookings, cancellations and the clock (answers are cached by what they depend on)', async () => {
    const query = 'date=2030-06-01&sport_type_id=1';
    const startsOf = async () => (await availability(WARSZAWA, query)).body.objects[0]?.slots.map((slot) => slot.local_time) ?? [];
    const objectId = (await availability(WARSZAWA, query)).body.objects[0]?.id ?? 0;
    // 10:00Z = 12:00 Warsaw: the first start is 12:30.
    assert.equal((await startsOf())[0], '12:30');
    assert.equal((await startsOf())[0], '12:30');
    await book(objectId, '2030-06-01T12:00:00Z', '2030-06-01T13:00:00Z'); // 14:00–15:00 Warsaw
    assert.ok(!(await startsOf()).includes('14:00'));
    await ctx.database.db.update(reservations).set({ state: 'cancelled' }).where(eq(reservations.sportObjectId, objectId));
    assert.ok((await startsOf()).includes('14:00'));
    // Half an hour later the 12:30 start has passed; a minute later nothing else has.
    t.clock.set(new Date('2030-06-01T10:30:00.000Z'));
    assert.equal((await startsOf())[0], '13:00');
    t.clock.set(new Date('2030-06-01T10:31:00.000Z'));
    assert.equal((await startsOf())[0], '13:00');
    // Another day keeps its own answer.
    assert.equal((await availability(WARSZAWA, 'date=2030-06-02&sport_type_id=1')).body.objects[0]?.slots[0]?.local_time, '08:00');
  });

  it('handles the spring daylight-saving change: 23 hours, no 02:00–03:00', async () => {
    // Poland moves clocks forward on 2030-03-31 at 02:00 → 03:00. Łódź is open round the clock.
    t.clock.set(new Date('2030-03-28T12:00:00Z'));
    const day = (await availability(LODZ, 'date=2030-03-31')).body.objects[0];
    const times = day?.slots.map((slot) => slot.local_time) ?? [];
    assert.equal(times[0], '00:00');
    assert.ok(!times.includes('02:00') && !times.includes('02:30'));
    assert.ok(times.includes('01:30') && times.includes('03:00'));
    // A 60-minute booking from 01:30 ends at 03:30 local: one real hour.
    const slot = day?.slots.find((item) => item.local_time === '01:30');
    assert.equal(slot?.start_time, '2030-03-31T00:30:00.000Z');
    assert.equal(day?.slots[day.slots.findIndex((item) => item.local_time === '01:30') + 1]?.local_time, '03:00');
    // Both halves off-peak: 01:30–02:00 and 03:00–03:30 (local) at 40 zł/h.
    assert.equal(slot?.prices[0], 4000);
    // 240 minutes from 01:30 are four real hours, ending 06:30 local: all off-peak (8 × 20 zł).
    assert.equal(slot?.prices.length, 7);
    assert.equal(slot?.prices[6], 16000);
    // The week around the change: every day has slots, UTC offsets differ before and after.
    const before = (await availability(LODZ, 'date=2030-03-30')).body.objects[0]?.slots[0]?.start_time;
    const after = (await availability(LODZ, 'date=2030-04-01')).body.objects[0]?.slots[0]?.start_time;
    assert.equal(before, '2030-03-29T23:00:00.000Z');
    assert.equal(after, '2030-03-31T22:00:00.000Z');
    // 23 hours = 46 half-hour cells; every start but the last holds at least 60 minutes.
    assert.equal(day?.slots.length, 45);
  });

  it('handles the autumn change: 25 hours, 02:00–03:00 twice', async () => {
    t.clock.set(new Date('2030-10-24T12:00:00Z'));
    const day = (await availability(LODZ, 'date=2030-10-27')).body.objects[0];
    const twice = day?.slots.filter((slot) => slot.local_time === '02:00') ?? [];
    assert.deepEqual(
      twice.map((slot) => slot.start_time),
      ['2030-10-27T00:00:00.000Z', '2030-10-27T01:00:00.000Z'],
    );
    assert.equal(day?.slots.length, 49);
  });

  it('offers nothing beyond the advance-booking limit and says so', async () => {
    // Gdańsk: 3 days ahead. Today 2030-06-01 → last day 2030-06-04.
    const inside = await availability(GDANSK, 'date=2030-06-04');
    assert.equal(inside.body.beyond_advance_limit, false);
    assert.ok((inside.body.objects[0]?.slots.length ?? 0) > 0);
    const beyond = await availability(GDANSK, 'date=2030-06-05');
    assert.equal(beyond.body.beyond_advance_limit, true);
    assert.equal(beyond.body.last_bookable_date, '2030-06-04');
    assert.ok(beyond.body.objects.every((object) => object.slots.length === 0));
  });

  it('offers no past starts today', async () => {
    // 2030-06-01 10:00Z = 12:00 Warsaw, a Saturday.
    const court = (await availability(WARSZAWA, 'date=2030-06-01&sport_type_id=1')).body.objects[0];
    assert.equal(court?.slots[0]?.local_time, '12:30');
  });

  it('filters by sport type and court type', async () => {
    const padel = (await availability(WARSZAWA, 'date=2030-06-03&sport_type_id=3')).body.objects;
    assert.equal(padel.length, 2);
    const panoramic = (await availability(WARSZAWA, 'date=2030-06-03&court_type=panoramic')).body.objects;
    assert.deepEqual(
      panoramic.map((object) => object.id),
      padel.map((object) => object.id),
    );
  });

  it('rejects malformed queries with 400 and unknown venues with 404', async () => {
    for (const query of ['', 'date=2030-02-30', 'date=tomorrow', 'date=2030-06-03&sport_type_id=x']) {
      const response = await call<ApiErrorBody>(t.app, 'GET', `/api/marketplace/venue/get_object_availabilities/1?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.code, 'VALIDATION_FAILED');
    }
    assert.equal((await availability(999, 'date=2030-06-03')).status, 404);
  });

  it('GET /venue/check_availability/:objectId answers available with the price, or why not', async () => {
    const objectId = (await availability(WARSZAWA, 'date=2030-06-03&sport_type_id=1')).body.objects[0]?.id ?? 0;
    const check = async (start: string, end: string) => {
      const response = await call<CheckAvailabilityResponse>(
        t.app,
        'GET',
        `/api/marketplace/venue/check_availability/${objectId}?start_time=${encodeURIComponent(start)}&end_time=${encodeURIComponent(end)}`,
      );
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.ok(v.is(CheckAvailabilityResponseSchema, response.body));
      return response.body;
    };
    assert.deepEqual(await check('2030-06-03T14:00:00Z', '2030-06-03T15:30:00Z'), { available: true, price: 13500, reason: null });
    assert.equal((await check('2030-06-03T14:00:00Z', '2030-06-03T14:45:00Z')).reason, 'invalid_duration');
    assert.equal((await check('2030-06-03T14:00:00Z', '2030-06-03T14:30:00Z')).reason, 'invalid_duration');
    assert.equal((await check('2030-06-03T20:30:00Z', '2030-06-03T21:30:00Z')).reason, 'outside_opening_hours');
    assert.equal((await check('2030-06-03T14:15:00Z', '2030-06-03T15:15:00Z')).reason, 'outside_opening_hours');
    assert.equal((await check('2030-05-31T14:00:00Z', '2030-05-31T15:00:00Z')).reason, 'in_past');
    assert.equal((await check('2030-07-15T14:00:00Z', '2030-07-15T15:00:00Z')).reason, 'beyond_advance_limit');
    await book(objectId, '2030-06-03T14:30:00Z', '2030-06-03T15:30:00Z');
    assert.deepEqual(await check('2030-06-03T14:00:00Z', '2030-06-03T15:00:00Z'), { available: false, price: 9000, reason: 'taken' });
    assert.equal((await check('2030-06-03T15:30:00Z', '2030-06-03T16:30:00Z')).available, true);
  });
});
