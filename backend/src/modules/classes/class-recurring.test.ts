import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  ClassRecurrencePreviewResponseSchema,
  type ApiErrorBody,
  type ClassRecurrencePreviewResponse,
  type CreateReservationResponse,
  type Reservation,
  type VenueDetail,
} from '@venue/api';
import { groupClassOccurrences, reservations } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { venueDetail } from '../../testing/booking-helpers.js';
import { createClass, type CreatedClass } from '../../testing/class-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

// Test clock: 2030-06-01 10:00Z; Warszawa books 30 days ahead (until 2030-07-01). Mondays 18:00 Warsaw.
const MONDAYS = ['2030-06-03T16:00:00.000Z', '2030-06-10T16:00:00.000Z', '2030-06-17T16:00:00.000Z', '2030-06-24T16:00:00.000Z'];
const JULY_1 = '2030-07-01T16:00:00.000Z';
const JULY_8 = '2030-07-08T16:00:00.000Z';

describe('weekly class sign-ups', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let venue: VenueDetail;
  let token: string;
  let made: CreatedClass;

  before(async () => {
    t = await buildTestApp(ctx.database);
    venue = await venueDetail(t, 1);
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    token = (await signIn(t, phone(1))).token;
    // Weeks 1–3 and July 1 stored (week 4 missing: the venue skipped it), one place each.
    made = await createClass(ctx.database.db, {
      venueId: 1,
      sportObjectId: venue.sport_objects[3]?.id ?? 0,
      max: 1,
      starts: [MONDAYS[0] ?? '', MONDAYS[1] ?? '', MONDAYS[2] ?? '', JULY_1],
    });
  });

  const request = (recurring: object, as = token, first = made.occurrenceIds[0]) => {
    const normal = made.priceLists[0];
    return call<CreateReservationResponse & ClassRecurrencePreviewResponse & ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/reservation',
      {
        venue_id: 1,
        venue_group_classes_id: first,
        price_list_id: normal?.id,
        venue_group_classes_price: normal?.price,
        payment: 'on_site',
        accepted_regulation_ids: venue.regulations.filter((item) => item.required).map((item) => item.id),
        recurring,
      },
      bearer(as),
    );
  };

  it('previews every week until the day: free, full, called off, already signed up, missing, beyond the limit', async () => {
    const other = await signIn(t, phone(2));
    assert.equal((await request({ until: '2030-06-10', mode: 'create', occurrences: [MONDAYS[1]] }, other.token)).status, 201);
    await ctx.database.db
      .update(groupClassOccurrences)
      .set({ state: 'cancelled' })
      .where(eq(groupClassOccurrences.id, made.occurrenceIds[2] ?? 0));
    const preview = await request({ until: '2030-07-08', mode: 'preview' });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.ok(v.is(ClassRecurrencePreviewResponseSchema, preview.body));
    assert.deepEqual(
      preview.body.occurrences.map((item) => [item.start_time, item.status, item.free_places, item.price]),
      [
        [MONDAYS[0], 'free', 1, 4000],
        [MONDAYS[1], 'full', 0, 4000],
        [MONDAYS[2], 'cancelled', 1, 4000],
        [MONDAYS[3], 'no_occurrence', null, null],
        [JULY_1, 'free', 1, 4000],
        [JULY_8, 'beyond_advance_limit', null, null],
      ],
    );
    // Nothing was booked by the preview.
    const [count] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(reservations);
    assert.equal(count?.n, 1);
    assert.equal((await request({ until: '2030-06-10', mode: 'create', occurrences: [MONDAYS[0]] })).status, 201);
    const again = await request({ until: '2030-06-10', mode: 'preview' });
    assert.equal(again.body.occurrences[0]?.status, 'already_signed_up');
  });

  it('creates the chosen weeks under one parent id, all or none', async () => {
    const other = await signIn(t, phone(2));
    await request({ until: '2030-06-10', mode: 'create', occurrences: [MONDAYS[1]] }, other.token);
    const refused = await request({ until: '2030-07-01', mode: 'create', occurrences: [MONDAYS[0], MONDAYS[1], JULY_1] });
    assert.deepEqual([refused.status, refused.body.code], [409, 'CLASS_FULL']);
    const mine = await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(token));
    assert.equal(mine.body.length, 0);

    const created = await request({ until: '2030-07-01', mode: 'create', occurrences: [MONDAYS[0], JULY_1] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const parent = created.body.parent_id;
    assert.ok(parent);
    assert.deepEqual(
      created.body.reservations.map((item) => [item.start_time, item.parent_id, item.group_class?.id]),
      [
        [MONDAYS[0], parent, made.occurrenceIds[0]],
        [JULY_1, parent, made.occurrenceIds[3]],
      ],
    );
  });

  it('refuses a week that is not one of the series (400), a missing one (404) and an empty choice (400)', async () => {
    const odd = await request({ until: '2030-07-01', mode: 'create', occurrences: ['2030-06-04T16:00:00.000Z'] });
    assert.equal(odd.status, 400);
    const missing = await request({ until: '2030-07-01', mode: 'create', occurrences: [MONDAYS[3]] });
    assert.deepEqual([missing.status, missing.body.code], [404, 'CLASS_NOT_FOUND']);
    assert.equal((await request({ until: '2030-07-01', mode: 'create', occurrences: [] })).status, 400);
    assert.equal((await request({ until: '2030-07-01', mode: 'create' })).status, 400);
  });
});
