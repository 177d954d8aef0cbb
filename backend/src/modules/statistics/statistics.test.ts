import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import * as v from 'valibot';
import { PlayStatisticsSchema, type PlayStatistics } from '@venue/api';
import { courseEnrollments } from '../../db/schema/index.js';
import { createSession } from '../auth/session-service.js';
import { bearer } from '../../testing/auth-helpers.js';
import { createClass, createTrainer, createUser } from '../../testing/class-helpers.js';
import { createCourse } from '../../testing/course-helpers.js';
import { addPlay, courtsBySport } from '../../testing/statistics-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

const NOW = new Date('2030-04-15T10:00:00.000Z');

/**
 * A hand-made history in Warsaw time (CET +1 until the clocks go forward on Sunday 2030-03-31 at
 * 02:00, CEST +2 after). March 2030, every kind and state:
 * 1. Mon 4th 18:00–19:00 squash (singles)             5. Thu 14th 17:00–18:00 a class (tennis court)
 * 2. Wed 6th 19:00–20:30 tennis in Kraków (unknown)   6. Fri 15th 16:00–17:00 a course session (tennis court)
 * 3. Sat 9th 23:00–01:00 padel, across midnight       7. Mon 18th 18:00 squash, cancelled
 * 4. Tue 12th 18:00–19:00 a lesson (squash)           8. Tue 19th 18:00 squash, cancelled not on time
 * 9. Sun 31st 01:30 CET–03:30 CEST squash across the DST change: 60 real minutes.
 * Before: Thu 28 Feb 23:00–01:00 (counts in February, where it starts), one hour in January,
 * December and October 2029; after: 2 April played, 20 April to come. A stranger plays in March too.
 */
describe('play statistics of a month', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let token: string;
  let strangerToken: string;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  // The database is emptied before every test: each starts from the same history.
  beforeEach(async () => {
    t.clock.set(NOW);
    const { db } = ctx.database;
    const userId = await createUser(db, '+48501222333', 'Ewa');
    const stranger = await createUser(db, '+48501222444', 'Obcy');
    token = await createSession(db, userId, NOW);
    strangerToken = await createSession(db, stranger, NOW);
    const warsaw = await courtsBySport(db, 1);
    const krakow = await courtsBySport(db, 2);
    const [squash = 0, squash2 = 0] = warsaw.get('squash') ?? [];
    const [tennis = 0] = warsaw.get('tennis') ?? [];
    const [padel = 0] = warsaw.get('padel') ?? [];
    const [krakowTennis = 0] = krakow.get('tennis') ?? [];
    const trainer = await createTrainer(db, { venueId: 1, courts: [squash] });
    const lesson = { trainerVenueProfileId: trainer.id };
    const yoga = await createClass(db, { venueId: 1, sportObjectId: tennis, starts: ['2030-03-14T16:00:00Z'] });
    const course = await createCourse(db);
    const [enrollment] = await db
      .insert(courseEnrollments)
      .values({
        courseId: course.id,
        venueId: 1,
        userId,
        childFirstName: 'Ewa',
        childLastName: 'Testowa',
        state: 'active',
        excludedDates: [],
        sessionStarts: ['2030-03-15T15:00:00Z'],
        priceLines: [],
        subtotalGrosze: 4000,
        acceptedRegulationIds: [],
        payUntil: new Date('2030-03-01T00:00:00Z'),
        createdAt: new Date('2030-03-01T00:00:00Z'),
      })
      .returning();
    assert.ok(enrollment);
    const plays = [
      { sportObjectId: squash, start: '2030-03-04T17:00:00Z', end: '2030-03-04T18:00:00Z' },
      { venueId: 2, sportObjectId: krakowTennis, start: '2030-03-06T18:00:00Z', end: '2030-03-06T19:30:00Z' },
      { sportObjectId: padel, start: '2030-03-09T22:00:00Z', end: '2030-03-10T00:00:00Z' },
      { sportObjectId: squash2, start: '2030-03-12T17:00:00Z', end: '2030-03-12T18:00:00Z', ...lesson },
      { sportObjectId: tennis, start: '2030-03-14T16:00:00Z', end: '2030-03-14T17:00:00Z', groupClassOccurrenceId: yoga.occurrenceIds[0] },
      { sportObjectId: tennis, start: '2030-03-15T15:00:00Z', end: '2030-03-15T16:00:00Z', courseEnrollmentId: enrollment.id },
      { sportObjectId: squash, start: '2030-03-18T17:00:00Z', end: '2030-03-18T18:00:00Z', state: 'cancelled' as const },
      { sportObjectId: squash, start: '2030-03-19T17:00:00Z', end: '2030-03-19T18:00:00Z', state: 'cancelled_not_on_time' as const },
      { sportObjectId: squash, start: '2030-03-31T00:30:00Z', end: '2030-03-31T01:30:00Z' },
      { sportObjectId: squash, start: '2030-02-28T22:00:00Z', end: '2030-03-01T00:00:00Z' },
      { sportObjectId: squash, start: '2030-01-10T17:00:00Z', end: '2030-01-10T18:00:00Z' },
      { sportObjectId: squash, start: '2029-12-05T17:00:00Z', end: '2029-12-05T18:00:00Z' },
      { sportObjectId: squash, start: '2029-10-10T16:00:00Z', end: '2029-10-10T17:00:00Z' },
      { sportObjectId: squash, start: '2030-04-02T16:00:00Z', end: '2030-04-02T17:00:00Z' },
      { sportObjectId: squash, start: '2030-04-20T16:00:00Z', end: '2030-04-20T17:00:00Z' },
    ];
    for (const play of plays) await addPlay(db, { userId, venueId: 1, ...play });
    await addPlay(db, { userId: stranger, venueId: 1, sportObjectId: squash, start: '2030-03-05T17:00:00Z', end: '2030-03-05T18:00:00Z' });
  });

  async function statistics(month?: string, as = token): Promise<PlayStatistics> {
    const answer = await call<PlayStatistics>(
      t.app,
      'GET',
      `/api/users/statistics${month ? `?month=${month}` : ''}`,
      undefined,
      bearer(as),
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(v.is(PlayStatisticsSchema, answer.body), JSON.stringify(answer.body));
    return answer.body;
  }

  it('counts every reservation of the month: kinds, states, real minutes across midnight and the DST change', async () => {
    const march = await statistics('2030-03');
    assert.deepEqual(march.totals, {
      total: 9,
      active: 7,
      cancelled: 2,
      cancelled_not_on_time: 1,
      played: 7,
      upcoming: 0,
      // 60 + 90 + 120 (across midnight) + 60 + 60 + 60 + 60 (01:30–03:30 on the night of the change)
      minutes_played: 510,
      by_kind: { court: 6, lesson: 1, class: 1, course: 1 },
    });
    assert.deepEqual(march.range, {
      from: '2030-03-01',
      to: '2030-03-31',
      start_time: '2030-02-28T23:00:00.000Z',
      end_time: '2030-03-31T22:00:00.000Z',
    });
  });

  it('ranks favourite venues by their active reservations', async () => {
    const march = await statistics('2030-03');
    assert.deepEqual(
      march.favourite_venues.map((venue) => [venue.venue_id, venue.count, venue.minutes_played]),
      [
        [1, 6, 420],
        [2, 1, 90],
      ],
    );
  });

  it('puts each minute in the local weekday and hour it was played: both days of a midnight game, no minute in the skipped hour', async () => {
    const { rhythm } = await statistics('2030-03');
    const cell = (weekday: number, hour: number) => rhythm.grid[weekday - 1]?.[hour];
    assert.deepEqual(
      [cell(6, 23), cell(7, 0), cell(7, 1), cell(7, 2), cell(7, 3), cell(3, 19), cell(3, 20), cell(1, 18), cell(2, 18)],
      [60, 60, 30, 0, 30, 60, 30, 60, 60],
    );
    assert.equal(
      rhythm.grid.flat().reduce((sum, minutes) => sum + minutes, 0),
      510,
    );
    assert.deepEqual(
      rhythm.weekdays.map((day) => day.count),
      [1, 1, 1, 1, 1, 1, 1],
    );
    // Every day once: Saturday's two hours decide; 18:00 is played on two days.
    assert.equal(rhythm.favourite_weekday, 6);
    assert.equal(rhythm.favourite_hour, 18);
  });

  it('describes the play style: start, frequency, duration, sports, singles or doubles with unknown kept', async () => {
    const { play_style: style } = await statistics('2030-03');
    // Starts 18:00, 19:00, 23:00, 18:00, 17:00, 16:00, 01:30 → 6750 / 7 minutes.
    assert.equal(style.average_start_minute, 964);
    assert.equal(style.average_duration_minutes, 73);
    // 7 sessions in 31 days.
    assert.equal(style.sessions_per_week, 1.6);
    assert.deepEqual(
      style.sports.map((sport) => [sport.code, sport.count, sport.minutes_played]),
      [
        ['tennis', 3, 210],
        ['squash', 3, 180],
        ['padel', 1, 120],
      ],
    );
    // Court matches only: two squash (singles), padel (doubles), tennis (not known).
    assert.deepEqual(style.match_format, { singles: 2, doubles: 1, unknown: 1 });
  });

  it('compares the last 3 months with the 3 before, month by month', async () => {
    const { trend } = await statistics('2030-03');
    assert.deepEqual(
      trend.months.map((month) => [month.month, month.total, month.minutes_played]),
      [
        ['2029-10', 1, 60],
        ['2029-11', 0, 0],
        ['2029-12', 1, 60],
        ['2030-01', 1, 60],
        ['2030-02', 1, 120],
        ['2030-03', 9, 510],
      ],
    );
    assert.equal(trend.last_3.minutes_played, 690);
    assert.equal(trend.previous_3.minutes_played, 120);
    assert.equal(trend.change_percent, 475);
    const october = await statistics('2029-10');
    assert.equal(october.trend.change_percent, null, 'nothing before: no percentage');
  });

  it('defaults to this month, where what is still to come is not yet played', async () => {
    const april = await statistics();
    assert.equal(april.month, '2030-04');
    assert.deepEqual([april.totals.total, april.totals.played, april.totals.upcoming, april.totals.minutes_played], [2, 1, 1, 60]);
    // 1 played in the 15 days so far.
    assert.equal(april.play_style.sessions_per_week, 0.5);
  });

  it('shows a player only their own reservations, and an empty month honestly', async () => {
    const march = await statistics('2030-03', strangerToken);
    assert.equal(march.totals.total, 1);
    const empty = await statistics('2031-01');
    assert.equal(empty.totals.total, 0);
    assert.deepEqual(
      [empty.play_style.average_start_minute, empty.rhythm.favourite_weekday, empty.rhythm.favourite_hour],
      [null, null, null],
    );
    assert.deepEqual(empty.play_style.match_format, { singles: 0, doubles: 0, unknown: 0 });
  });

  it('refuses a malformed month (400) and a visitor (401)', async () => {
    const bad = await call<{ code: string }>(t.app, 'GET', '/api/users/statistics?month=2030-13', undefined, bearer(token));
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'VALIDATION_FAILED');
    assert.equal((await call(t.app, 'GET', '/api/users/statistics')).status, 401);
  });
});
