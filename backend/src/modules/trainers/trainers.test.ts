import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import * as v from 'valibot';
import {
  PublicTrainerProfileListSchema,
  TrainerAvailabilitySchema,
  type ApiErrorBody,
  type CreateReservationRequest,
  type CreateReservationResponse,
  type PublicTrainerProfile,
  type Reservation,
  type TrainerAvailability,
  type VenueAvailability,
  type VenueDetail,
} from '@venue/api';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest, sportAt, venueDetail } from '../../testing/booking-helpers.js';
import { createClass, createTrainer, makeOwner } from '../../testing/class-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

const WARSZAWA = 1;
const KRAKOW = 2;
const MONDAY = '2030-06-03';
const h = (hour: number) => hour * 60;

describe('trainers', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let venue: VenueDetail;
  let squash: number[];

  before(async () => {
    t = await buildTestApp(ctx.database);
    venue = await venueDetail(t, WARSZAWA);
    squash = sportAt(venue, 'squash').courts;
  });

  beforeEach(() => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
  });

  const trainers = (venueId = WARSZAWA) =>
    call<PublicTrainerProfile[] & ApiErrorBody>(t.app, 'GET', `/api/marketplace/venue/trainer_venue_profile/${venueId}`);
  const availability = (trainerId: number, date = MONDAY) =>
    call<TrainerAvailability & ApiErrorBody>(
      t.app,
      'GET',
      `/api/marketplace/venue/trainer_venue_profile/${WARSZAWA}/availability?trainer_id=${trainerId}&date=${date}`,
    );
  const accept = (id: number, token?: string) =>
    call<ApiErrorBody & { status: string }>(
      t.app,
      'POST',
      `/api/users/venue_owner/trainer_venue_profile/${id}/accept`,
      undefined,
      token ? bearer(token) : {},
    );

  it('lists accepted, visible trainers only, with hours and without private data', async () => {
    const shown = await createTrainer(ctx.database.db, {
      venueId: WARSZAWA,
      courts: [squash[1] ?? 0, squash[0] ?? 0],
      displayName: 'Kasia Nowak',
      weekly: [[1, h(8), h(16)]],
      overrides: [
        { date: '2030-06-10', fromMinute: null, toMinute: null },
        { date: '2030-05-01', fromMinute: null, toMinute: null },
      ],
    });
    await createTrainer(ctx.database.db, { venueId: WARSZAWA, courts: [], status: 'pending' });
    await createTrainer(ctx.database.db, { venueId: WARSZAWA, courts: [], visibility: 'hidden' });
    await createTrainer(ctx.database.db, { venueId: KRAKOW, courts: [] });
    const answer = await trainers();
    assert.equal(answer.status, 200);
    assert.ok(v.is(PublicTrainerProfileListSchema, answer.body));
    assert.deepEqual(
      answer.body.map((item) => item.id),
      [shown.id],
    );
    const [profile] = answer.body;
    assert.deepEqual(Object.keys(profile ?? {}).sort(), [
      'about',
      'display_name',
      'first_name',
      'id',
      'photo_url',
      'price_per_hour',
      'sport_type_ids',
      'venue_id',
      'venue_sport_object_ids',
      'working_hours',
    ]);
    assert.ok(!JSON.stringify(answer.body).includes('+48'));
    assert.ok(!JSON.stringify(answer.body).includes('private note'));
    assert.deepEqual(profile?.venue_sport_object_ids, [squash[0], squash[1]]);
    // Past overrides say nothing any more.
    assert.deepEqual(profile?.working_hours, {
      weekly: [{ weekday: 1, from: '08:00', to: '16:00' }],
      overrides: [{ date: '2030-06-10', windows: [] }],
    });
    assert.equal((await trainers(999)).status, 404);
  });

  it("the venue's owner accepts a pending trainer (then listed); anyone else gets 403, nobody signed in 401", async () => {
    const pending = await createTrainer(ctx.database.db, { venueId: WARSZAWA, courts: [], status: 'pending' });
    const owner = await signIn(t, phone(50));
    const otherOwner = await signIn(t, phone(51));
    const stranger = await signIn(t, phone(52));
    await makeOwner(ctx.database.db, owner.user.id, WARSZAWA);
    await makeOwner(ctx.database.db, otherOwner.user.id, KRAKOW);
    assert.equal((await accept(pending.id)).status, 401);
    assert.deepEqual([(await accept(pending.id, stranger.token)).status], [403]);
    assert.equal((await accept(pending.id, otherOwner.token)).status, 403);
    // The trainer themself cannot accept themself either.
    assert.equal((await accept(99_999, owner.token)).status, 403);
    assert.equal((await trainers()).body.length, 0);
    const accepted = await accept(pending.id, owner.token);
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.equal(accepted.body.status, 'accepted');
    assert.deepEqual(
      (await trainers()).body.map((item) => item.id),
      [pending.id],
    );
  });

  it('joint availability: the trainer working and free and a court they may use free; prices are court + trainer', async () => {
    const [c1 = 0, c2 = 0, c3 = 0] = squash;
    const trainer = await createTrainer(ctx.database.db, {
      venueId: WARSZAWA,
      courts: [c1, c2],
      pricePerHour: 6000,
      weekly: [[1, h(10), h(13)]],
      overrides: [{ date: '2030-06-10', fromMinute: null, toMinute: null }],
    });
    const player = await signIn(t, phone(1));
    // Court 1 is booked 10:00–12:00, court 2 holds another trainer's class 10:00–11:00 (Warsaw = UTC+2).
    const booked = await bookingRequest(t, WARSZAWA, '2030-06-03T08:00:00Z', 120);
    assert.equal(booked.venue_sport_object_id, c1);
    assert.equal((await call(t.app, 'POST', '/api/users/reservation', booked, bearer(player.token))).status, 201);
    await createClass(ctx.database.db, { venueId: WARSZAWA, sportObjectId: c2, starts: ['2030-06-03T08:00:00Z'] });

    const courtPrices = await call<VenueAvailability>(t.app, 'GET', `/api/marketplace/venue/get_object_availabilities/1?date=${MONDAY}`);
    const courtPrice = (court: number, time: string) =>
      courtPrices.body.objects.find((object) => object.id === court)?.slots.find((slot) => slot.local_time === time)?.prices ?? [];

    const answer = await availability(trainer.id);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(v.is(TrainerAvailabilitySchema, answer.body));
    assert.deepEqual(
      answer.body.slots.map((slot) => [slot.local_time, slot.venue_sport_object_ids, slot.prices.length]),
      [
        ['11:00', [c2], 3],
        ['11:30', [c2], 2],
        ['12:00', [c1, c2], 1],
      ],
    );
    const eleven = answer.body.slots[0];
    assert.deepEqual(
      eleven?.prices,
      courtPrice(c2, '11:00')
        .slice(0, 3)
        .map((price, index) => price + (6000 * (60 + 30 * index)) / 60),
    );
    assert.equal(eleven?.start_time, '2030-06-03T09:00:00.000Z');

    // A class the trainer teaches at 12:00 (on a court they do not use for lessons) leaves 11:00 for an hour only.
    await createClass(ctx.database.db, { venueId: WARSZAWA, sportObjectId: c3, trainerId: trainer.id, starts: ['2030-06-03T10:00:00Z'] });
    assert.deepEqual(
      (await availability(trainer.id)).body.slots.map((slot) => [slot.local_time, slot.prices.length]),
      [['11:00', 1]],
    );
    // A day off by override, a day without hours, and beyond the advance limit: nothing.
    assert.deepEqual((await availability(trainer.id, '2030-06-10')).body.slots, []);
    assert.deepEqual((await availability(trainer.id, '2030-06-04')).body.slots, []);
    assert.equal((await availability(trainer.id, '2030-08-05')).body.beyond_advance_limit, true);
    // Hidden or pending trainers, or one of another venue, have no public availability.
    const hidden = await createTrainer(ctx.database.db, { venueId: WARSZAWA, courts: [c1], visibility: 'hidden' });
    assert.equal((await availability(hidden.id)).status, 404);
    const elsewhere = await createTrainer(ctx.database.db, { venueId: KRAKOW, courts: [] });
    assert.equal((await availability(elsewhere.id)).status, 404);
  });

  it('joint availability follows the trainer’s wall-clock hours across the DST change', async () => {
    t.clock.set(new Date('2027-03-20T10:00:00Z'));
    const trainer = await createTrainer(ctx.database.db, {
      venueId: WARSZAWA,
      courts: [squash[0] ?? 0],
      weekly: [
        [6, h(8), h(10)],
        [7, h(8), h(10)],
      ],
    });
    const before = await availability(trainer.id, '2027-03-27');
    const after = await availability(trainer.id, '2027-03-28');
    assert.deepEqual(
      before.body.slots.map((slot) => [slot.local_time, slot.start_time]),
      [
        ['08:00', '2027-03-27T07:00:00.000Z'],
        ['08:30', '2027-03-27T07:30:00.000Z'],
        ['09:00', '2027-03-27T08:00:00.000Z'],
      ],
    );
    assert.deepEqual(
      after.body.slots.map((slot) => [slot.local_time, slot.start_time]),
      [
        ['08:00', '2027-03-28T06:00:00.000Z'],
        ['08:30', '2027-03-28T06:30:00.000Z'],
        ['09:00', '2027-03-28T07:00:00.000Z'],
      ],
    );
    t.clock.set(new Date('2027-10-25T10:00:00Z'));
    const autumn = await availability(trainer.id, '2027-10-31');
    assert.equal(autumn.body.slots[0]?.start_time, '2027-10-31T07:00:00.000Z');
    assert.equal(autumn.body.slots[0]?.local_time, '08:00');
  });

  describe('a private lesson (a court booked with a trainer)', () => {
    const book = async (extra: Partial<CreateReservationRequest>, token: string, start = '2030-06-03T09:00:00Z', courtIndex = 0) =>
      call<CreateReservationResponse & ApiErrorBody>(
        t.app,
        'POST',
        '/api/users/reservation',
        await bookingRequest(t, WARSZAWA, start, 60, { courtIndex, ...extra }),
        bearer(token),
      );

    it('is priced court + trainer and shows the trainer; refused (422) where the trainer may not teach, is not working or not free', async () => {
      const [c1 = 0, c2 = 0] = squash;
      const trainer = await createTrainer(ctx.database.db, {
        venueId: WARSZAWA,
        courts: [c1, c2],
        pricePerHour: 6000,
        weekly: [[1, h(10), h(14)]],
      });
      const player = await signIn(t, phone(1));
      const plain = await bookingRequest(t, WARSZAWA, '2030-06-03T09:00:00Z', 60);
      const courtOnly = await call<{ price: number }>(
        t.app,
        'GET',
        `/api/marketplace/venue/check_availability/${plain.venue_sport_object_id}?start_time=${plain.start_time}&end_time=${plain.end_time}`,
      );
      const lesson = await book({ trainer_venue_profile_id: trainer.id }, player.token);
      assert.equal(lesson.status, 201, JSON.stringify(lesson.body));
      const [reservation] = lesson.body.reservations;
      assert.equal(reservation?.base_price, courtOnly.body.price + 6000);
      assert.deepEqual(reservation?.trainer, { id: trainer.id, display_name: `Trener ${trainer.userId}`, price: 6000 });
      const details = await call<Reservation>(
        t.app,
        'GET',
        `/api/users/reservation/single/${reservation?.id}`,
        undefined,
        bearer(player.token),
      );
      assert.equal(details.body.trainer?.id, trainer.id);

      const refused = async (extra: Partial<CreateReservationRequest>, start?: string, courtIndex?: number) => {
        const answer = await book(extra, player.token, start, courtIndex);
        assert.deepEqual([answer.status, answer.body.code], [422, 'TRAINER_NOT_AVAILABLE'], JSON.stringify(answer.body));
      };
      // Busy: the same hour on the other court.
      await refused({ trainer_venue_profile_id: trainer.id }, '2030-06-03T09:00:00Z', 1);
      // Not working: 15:00 Warsaw, and a court they may not use.
      await refused({ trainer_venue_profile_id: trainer.id }, '2030-06-03T13:00:00Z', 1);
      await refused({ trainer_venue_profile_id: trainer.id }, '2030-06-03T10:00:00Z', 2);
      const pending = await createTrainer(ctx.database.db, { venueId: WARSZAWA, courts: [c1, c2], status: 'pending' });
      await refused({ trainer_venue_profile_id: pending.id }, '2030-06-03T10:00:00Z', 1);
      const elsewhere = await createTrainer(ctx.database.db, { venueId: KRAKOW, courts: [c1] });
      await refused({ trainer_venue_profile_id: elsewhere.id }, '2030-06-03T10:00:00Z', 1);
      // A weekly series with a trainer is not a thing: 400 on `recurring`.
      const series = await book(
        { trainer_venue_profile_id: trainer.id, recurring: { until: '2030-06-30', mode: 'preview' } },
        player.token,
      );
      assert.equal(series.status, 400);
      // Free again after a cancellation.
      await call(t.app, 'DELETE', `/api/users/reservation/${reservation?.id}`, undefined, bearer(player.token));
      assert.equal((await book({ trainer_venue_profile_id: trainer.id }, player.token, '2030-06-03T09:00:00Z', 1)).status, 201);
    });
  });
});
