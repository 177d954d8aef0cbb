import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { CreateReservationResponse } from '@venue/api';
import { bearer } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { createCourse, createParent } from '../../testing/course-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { AVAILABILITY_BUSY_SQL } from '../venues/availability-service.js';
import { courseSessionIntervals } from './course-court.js';

describe('a course holds its court', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  it('the availability SQL and the schedule agree on every session, across the autumn clock change', async () => {
    const course = await createCourse(ctx.database.db, { weekdays: [1, 2, 3, 4, 5, 6, 7], startDate: '2030-10-20', endDate: '2030-11-02' });
    const from = new Date('2030-10-19T00:00:00Z');
    const to = new Date('2030-11-04T00:00:00Z');
    const rows = await ctx.database.rawQuery<{ o: number; s: number; e: number }>(AVAILABILITY_BUSY_SQL, [
      1,
      from.toISOString(),
      to.toISOString(),
      0, // no held slot shown free
    ]);
    const sql = rows
      .filter((row) => row.o === course.sportObjectId)
      .map((row) => [new Date(row.s).toISOString(), new Date(row.e).toISOString()]);
    const schedule = ((await courseSessionIntervals(ctx.database.db, 1, from, to)).get(course.sportObjectId) ?? []).map((item) => [
      item.start.toISOString(),
      item.end.toISOString(),
    ]);
    assert.equal(schedule.length, 14);
    assert.deepEqual(sql, schedule);
    // 17:00 in Warsaw before and after the change.
    assert.deepEqual([schedule[6]?.[0], schedule[7]?.[0]], ['2030-10-26T15:00:00.000Z', '2030-10-27T16:00:00.000Z']);
  });

  it('a court booking at a session’s time is refused, even before anyone enrols', async () => {
    const course = await createCourse(ctx.database.db);
    const parent = await createParent(ctx.database.db, t.clock.now());
    const request = await bookingRequest(t, 1, '2030-06-04T15:00:00.000Z', 60);
    assert.equal(request.venue_sport_object_id, course.sportObjectId);
    const refused = await call<CreateReservationResponse & { code?: string }>(
      t.app,
      'POST',
      '/api/users/reservation',
      request,
      bearer(parent.token),
    );
    assert.deepEqual([refused.status, refused.body.code], [409, 'CONFLICT']);
    const free = await call(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, '2030-06-04T16:00:00.000Z', 60),
      bearer(parent.token),
    );
    assert.equal(free.status, 201, JSON.stringify(free.body));
  });
});
