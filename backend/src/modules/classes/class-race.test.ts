import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ClassFullBodySchema, type ClassFullBody, type VenueDetail } from '@venue/api';
import { reservations } from '../../db/schema/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { venueDetail } from '../../testing/booking-helpers.js';
import { createClass, createUser } from '../../testing/class-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { createSession } from '../auth/session-service.js';

const PLAYERS = 100;
const PLACES = 4;

describe('racing for the places of a class', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let venue: VenueDetail;

  before(async () => {
    t = await buildTestApp(ctx.database);
    venue = await venueDetail(t, 1);
  });

  it(
    `${PLAYERS} players at once for ${PLACES} places: exactly ${PLACES} 201, every other 409 CLASS_FULL, no 5xx`,
    { timeout: 120_000 },
    async () => {
      const court = venue.sport_objects[0]?.id ?? 0;
      const { occurrenceIds, priceLists } = await createClass(ctx.database.db, {
        venueId: 1,
        sportObjectId: court,
        max: PLACES,
        starts: ['2030-06-03T16:00:00Z', '2030-06-10T16:00:00Z'],
      });
      const [occurrence] = occurrenceIds;
      const normal = priceLists[0];
      assert.ok(occurrence && normal);
      // Sessions straight in the database: a hundred SMS sign-ins would only test the login limits.
      const tokens: string[] = [];
      for (let n = 0; n < PLAYERS; n += 1) {
        const userId = await createUser(ctx.database.db, `+48510${String(100_000 + n)}`);
        tokens.push(await createSession(ctx.database.db, userId, t.clock.now()));
      }
      const body = {
        venue_id: 1,
        venue_group_classes_id: occurrence,
        price_list_id: normal.id,
        venue_group_classes_price: normal.price,
        payment: 'on_site',
        accepted_regulation_ids: venue.regulations.filter((item) => item.required).map((item) => item.id),
      };
      const started = Date.now();
      const answers = await Promise.all(
        tokens.map((token) => call<ClassFullBody>(t.app, 'POST', '/api/users/reservation', body, bearer(token))),
      );
      const elapsed = Date.now() - started;
      const statuses = new Map<number, number>();
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      assert.deepEqual(Object.fromEntries(statuses), { 201: PLACES, 409: PLAYERS - PLACES });
      for (const answer of answers.filter((item) => item.status === 409)) {
        assert.ok(v.is(ClassFullBodySchema, answer.body), JSON.stringify(answer.body));
        assert.deepEqual(
          answer.body.next_occurrences.map((item) => [item.venue_group_classes_id, item.free_places]),
          [[occurrenceIds[1], PLACES]],
        );
      }
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(reservations)
        .where(and(eq(reservations.groupClassOccurrenceId, occurrence), sql`${reservations.state} = 'active'`));
      assert.equal(row?.n, PLACES);
      console.log(`# ${PLAYERS} sign-ups for ${PLACES} places on ${ctx.database.kind}: ${elapsed} ms`);
    },
  );
});
