import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CreateReservationResponse, VenueAvailability } from '@venue/api';
import type { Database } from '../../db/database.js';
import { openPostgres } from '../../db/postgres.js';
import { courses, groupClassOccurrences, termNotifications } from '../../db/schema/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { createClass } from '../../testing/class-helpers.js';
import { createCourse, createParent } from '../../testing/course-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { createTestClock } from '../../testing/test-clock.js';
import { testDatabaseKind, useTestDatabase } from '../../testing/test-database.js';
import { wishPlayer } from '../../testing/term-notification-helpers.js';

const WARSZAWA = 1;
// A Monday; the clock stands on Saturday 2030-06-01 10:00Z. Warszawa opens 07:00–23:00 (05:00Z–21:00Z).
const DAY = '2030-06-03';
const NOW = new Date('2030-06-01T10:00:00.000Z');
// Long enough that only a notification, never the age limit, can explain a fresh answer in these tests.
const NO_EXPIRY = { availabilityCacheMaxAgeMs: 10 * 60_000 };
const BUSY_STATEMENT = 'availability_busy_day';

/** The database as the app sees it, counting the availability reads that reach it. */
function counting(database: Database): { database: Database; reads(): number } {
  let reads = 0;
  const wrapped = new Proxy(database, {
    get(target, property) {
      if (property === 'rawQuery')
        return (text: string, params: unknown[], name?: string) => {
          if (name === BUSY_STATEMENT) reads += 1;
          return target.rawQuery(text, params, name);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { database: wrapped, reads: () => reads };
}

async function day(t: TestApp, date = DAY): Promise<VenueAvailability> {
  const response = await call<VenueAvailability>(t.app, 'GET', `/api/marketplace/venue/get_object_availabilities/${WARSZAWA}?date=${date}`);
  assert.equal(response.status, 200);
  return response.body;
}

/** Free starts of one court, as instants. */
async function freeStarts(t: TestApp, objectId: number, date = DAY): Promise<string[]> {
  const court = (await day(t, date)).objects.find((object) => object.id === objectId);
  assert.ok(court, `court ${objectId} is listed`);
  return court.slots.map((slot) => slot.start_time);
}

/**
 * Reads the day until an answer comes from memory: the listener starts with the first read and
 * connects in the background (PostgreSQL), so early reads go to the database.
 */
async function untilCached(t: TestApp, reads: () => number, date = DAY): Promise<void> {
  const started = Date.now();
  for (;;) {
    await day(t, date);
    const before = reads();
    await day(t, date);
    if (reads() === before) return;
    if (Date.now() - started > 5_000) assert.fail('the availability cache did not start within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('venue-day availability served from memory', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let db: ReturnType<typeof counting>;
  let court: { id: number; sportTypeId: number };

  before(async () => {
    db = counting(ctx.database);
    t = await buildTestApp(db.database, { config: NO_EXPIRY });
  });

  beforeEach(async () => {
    t.clock.set(NOW);
    const request = await bookingRequest(t, WARSZAWA, `${DAY}T16:00:00.000Z`, 60);
    const venue = await call<{ sport_objects: { id: number; sport_type_id: number }[] }>(
      t.app,
      'GET',
      `/api/marketplace/venue/${WARSZAWA}`,
    );
    const object = venue.body.sport_objects.find((item) => item.id === request.venue_sport_object_id);
    assert.ok(object);
    court = { id: object.id, sportTypeId: object.sport_type_id };
  });

  it('reads a venue-day from the database once, not on every request', async () => {
    await untilCached(t, db.reads);
    const before = db.reads();
    for (let index = 0; index < 5; index += 1) await day(t);
    assert.equal(db.reads(), before);
  });

  it('a booking and its cancellation reach the next read of a cached day', async () => {
    const start = `${DAY}T16:00:00.000Z`;
    await untilCached(t, db.reads);
    assert.ok((await freeStarts(t, court.id)).includes(start));
    const parent = await createParent(ctx.database.db, NOW);
    const booked = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, WARSZAWA, start, 60),
      bearer(parent.token),
    );
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    assert.ok(!(await freeStarts(t, court.id)).includes(start), 'the booked start is taken at once');
    const reservation = booked.body.reservations[0];
    assert.ok(reservation);
    assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${reservation.id}`, undefined, bearer(parent.token))).status, 200);
    assert.ok((await freeStarts(t, court.id)).includes(start), 'the cancelled start is free at once');
  });

  it('a class occurrence, a course and a hold written by any code reach the next read', async () => {
    const classStart = `${DAY}T08:00:00.000Z`;
    const courseStart = `${DAY}T12:00:00.000Z`;
    const holdStart = `${DAY}T14:00:00.000Z`;
    const player = await wishPlayer(t, ctx.database);
    await untilCached(t, db.reads);
    let free = await freeStarts(t, court.id);
    for (const start of [classStart, courseStart, holdStart]) assert.ok(free.includes(start), start);

    const created = await createClass(ctx.database.db, {
      venueId: WARSZAWA,
      sportObjectId: court.id,
      sportTypeId: court.sportTypeId,
      starts: [classStart],
    });
    // Monday 14:00 in Warsaw is 12:00Z.
    const course = await createCourse(ctx.database.db, {
      sportObjectId: court.id,
      sportTypeId: court.sportTypeId,
      weekdays: [1],
      startMinute: 14 * 60,
    });
    const [hold] = await ctx.database.db
      .insert(termNotifications)
      .values({
        userId: player.userId,
        userVenueProfileId: player.profileId,
        venueId: WARSZAWA,
        sportObjectId: court.id,
        sportTypeId: court.sportTypeId,
        startTime: new Date(holdStart),
        endTime: new Date(new Date(holdStart).getTime() + 3_600_000),
        durationMinutes: 60,
        status: 'sent',
        createdAt: NOW,
        sentAt: NOW,
        holdSportObjectId: court.id,
        holdStart: new Date(holdStart),
        holdEnd: new Date(new Date(holdStart).getTime() + 3_600_000),
        heldUntil: new Date(NOW.getTime() + 15 * 60_000),
        holdActive: true,
      })
      .returning({ id: termNotifications.id });
    assert.ok(hold);
    free = await freeStarts(t, court.id);
    for (const start of [classStart, courseStart, holdStart]) assert.ok(!free.includes(start), `${start} is taken`);

    const [occurrenceId] = created.occurrenceIds;
    assert.ok(occurrenceId);
    await ctx.database.db.update(groupClassOccurrences).set({ state: 'cancelled' }).where(eq(groupClassOccurrences.id, occurrenceId));
    await ctx.database.db.update(courses).set({ endDate: '2030-06-02' }).where(eq(courses.id, course.id));
    await ctx.database.db.update(termNotifications).set({ holdActive: false }).where(eq(termNotifications.id, hold.id));
    free = await freeStarts(t, court.id);
    for (const start of [classStart, courseStart, holdStart]) assert.ok(free.includes(start), `${start} is free again`);
  });

  it('never offers a start the clock has passed, though the day stays cached', async () => {
    const today = '2030-06-01';
    // Saturday: open 08:00–22:00 in Warsaw (06:00Z–20:00Z); the clock stands at 10:00Z.
    await untilCached(t, db.reads, today);
    const reads = db.reads();
    assert.ok((await freeStarts(t, court.id, today)).includes('2030-06-01T10:30:00.000Z'));
    t.clock.set(new Date('2030-06-01T10:30:00.000Z'));
    let free = await freeStarts(t, court.id, today);
    assert.ok(!free.includes('2030-06-01T10:30:00.000Z'), 'a start at the current instant is not offered');
    assert.equal(free[0], '2030-06-01T11:00:00.000Z');
    t.clock.set(new Date('2030-06-01T19:59:00.000Z'));
    free = await freeStarts(t, court.id, today);
    assert.deepEqual(free, [], 'nothing is left of the day');
    assert.equal(db.reads(), reads, 'all of it answered from the cached rows');
  });
});

describe(
  'two API instances on one PostgreSQL database, each caching availability',
  { skip: testDatabaseKind() === 'postgres' ? false : 'needs PostgreSQL: PGlite is one process' },
  () => {
    const ctx = useTestDatabase();
    const clock = createTestClock(NOW);
    let a: TestApp;
    let b: TestApp;
    let second: Database;
    let bReads: ReturnType<typeof counting>;

    before(async () => {
      const url = ctx.database.url;
      assert.ok(url);
      // Instance B has its own pool, listener and cache, as another process would.
      second = await openPostgres({ url, poolMax: 3 });
      bReads = counting(second);
      a = await buildTestApp(ctx.database, { clock, config: NO_EXPIRY });
      b = await buildTestApp(bReads.database, { clock, config: NO_EXPIRY });
    });
    after(async () => {
      await b?.app.close();
      await second?.close();
    });

    /** Polls instance B until `check` holds; notifications take milliseconds, the limit is generous for a busy machine. */
    async function onB(check: (free: string[]) => boolean, objectId: number): Promise<number> {
      const started = Date.now();
      for (;;) {
        if (check(await freeStarts(b, objectId))) return Date.now() - started;
        if (Date.now() - started > 5_000) assert.fail('instance B still answers from before the change after 5 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    it('a booking and a cancellation on one reach the other within moments, though it keeps the day in memory', async () => {
      const start = `${DAY}T16:00:00.000Z`;
      const request = await bookingRequest(a, WARSZAWA, start, 60);
      const objectId = request.venue_sport_object_id;
      // B answers the day from memory.
      assert.ok((await freeStarts(b, objectId)).includes(start));
      await untilCached(b, bReads.reads);

      const parent = await createParent(ctx.database.db, NOW);
      const booked = await call<CreateReservationResponse>(a.app, 'POST', '/api/users/reservation', request, bearer(parent.token));
      assert.equal(booked.status, 201, JSON.stringify(booked.body));
      await onB((free) => !free.includes(start), objectId);
      // The other instance cannot book it either: the database decides, whatever a cache shows.
      const again = await createParent(ctx.database.db, NOW);
      assert.equal((await call(b.app, 'POST', '/api/users/reservation', request, bearer(again.token))).status, 409);

      const reservation = booked.body.reservations[0];
      assert.ok(reservation);
      assert.equal((await call(a.app, 'DELETE', `/api/users/reservation/${reservation.id}`, undefined, bearer(parent.token))).status, 200);
      await onB((free) => free.includes(start), objectId);
    });

    it('an instance that lost its listening connection reads the database until it listens again', async () => {
      const start = `${DAY}T17:00:00.000Z`;
      const request = await bookingRequest(a, WARSZAWA, start, 60);
      const objectId = request.venue_sport_object_id;
      assert.ok((await freeStarts(b, objectId)).includes(start));
      await untilCached(b, bReads.reads);
      // Cut both listeners off, as a network fault or a server restart would; what is notified meanwhile is lost.
      await ctx.database.rawQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and (query like 'listen %' or query like 'select pg_notify%')`,
        [],
      );
      const parent = await createParent(ctx.database.db, NOW);
      const booked = await call<CreateReservationResponse>(a.app, 'POST', '/api/users/reservation', request, bearer(parent.token));
      assert.equal(booked.status, 201, JSON.stringify(booked.body));
      await onB((free) => !free.includes(start), objectId);
      // Listening again (a second later), B serves the day from memory once more.
      await untilCached(b, bReads.reads);
    });
  },
);
