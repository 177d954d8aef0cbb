import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { PlayStatistics } from '@venue/api';
import { createSession } from '../auth/session-service.js';
import { insertReservations, type NewReservation } from '../reservations/insert-reservations.js';
import { bearer } from '../../testing/auth-helpers.js';
import { createUser } from '../../testing/class-helpers.js';
import { courtsBySport } from '../../testing/statistics-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { testDatabaseKind, useTestDatabase } from '../../testing/test-database.js';

const NOW = new Date('2030-06-15T10:00:00.000Z');
/** Eight years of a keen player: a game every ~20 hours, a few cancelled. */
const HISTORY = 3500;
const HOUR = 3_600_000;

describe('play statistics for a player with years of history', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  it(`answers a month from ${HISTORY} reservations through the (user, start) index, fast`, async () => {
    t.clock.set(NOW);
    const { db } = ctx.database;
    const userId = await createUser(db, '+48501999000', 'Weteran');
    const token = await createSession(db, userId, NOW);
    const courts = [...(await courtsBySport(db, 1)).values()].flat();
    const rows: NewReservation[] = Array.from({ length: HISTORY }, (_, index) => {
      const start = new Date(NOW.getTime() - (index + 1) * 20 * HOUR);
      return {
        userId,
        venueId: 1,
        sportObjectId: courts[index % courts.length] ?? 1,
        startTime: start,
        endTime: new Date(start.getTime() + HOUR),
        state: index % 9 === 0 ? 'cancelled' : 'active',
        paymentMethod: 'on_site',
        paymentStatus: 'paid',
        basePriceGrosze: 6000,
        createdAt: start,
      };
    });
    for (let index = 0; index < rows.length; index += 500) await insertReservations(db, rows.slice(index, index + 500));
    await ctx.database.rawQuery('analyze reservations', []);

    const plan = await ctx.database.rawQuery<Record<string, string>>(
      'explain select id from reservations where user_id = $1 and start_time >= $2 and start_time < $3',
      [userId, new Date(NOW.getTime() - 200 * 24 * HOUR).toISOString(), NOW.toISOString()],
    );
    const text = JSON.stringify(plan);
    assert.match(text, /reservations_user_start_idx/, text);

    const ask = () => call<PlayStatistics>(t.app, 'GET', '/api/users/statistics?month=2030-05', undefined, bearer(token));
    await ask();
    const runs = 5;
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) {
      const answer = await ask();
      assert.equal(answer.status, 200);
      assert.ok(answer.body.totals.total >= 36);
    }
    const meanMs = (performance.now() - started) / runs;

    console.log(`statistics of one month from ${HISTORY} reservations (${testDatabaseKind()}): ${meanMs.toFixed(1)} ms a request`);
    assert.ok(meanMs < 1000, `${meanMs} ms`);
  });
});
