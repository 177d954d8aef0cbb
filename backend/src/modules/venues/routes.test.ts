import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import * as v from 'valibot';
import {
  SportTypeListSchema,
  VenueDetailSchema,
  VenueSummaryListSchema,
  type ApiErrorBody,
  type SportType,
  type VenueDetail,
  type VenueSummary,
} from '@venue/api';
import { eq } from 'drizzle-orm';
import { sportObjects, venues } from '../../db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

describe('marketplace venues', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  it('GET /api/marketplace/venue lists the demo venues in Polish cities', async () => {
    const response = await call<VenueSummary[]>(t.app, 'GET', '/api/marketplace/venue');
    assert.equal(response.status, 200);
    assert.ok(v.is(VenueSummaryListSchema, response.body));
    assert.deepEqual(
      response.body.map((venue) => venue.city),
      ['Warszawa', 'Kraków', 'Gdańsk', 'Wrocław', 'Poznań', 'Łódź'],
    );
    assert.ok(response.body.every((venue) => venue.timezone === 'Europe/Warsaw' && venue.address.length > 0));
    assert.deepEqual(Object.keys(response.body[0] ?? {}).sort(), [
      'address',
      'city',
      'id',
      'name',
      'opening_hours',
      'sport_types',
      'timezone',
    ]);
  });

  it('gives each listed venue the sports and weekly hours its own page has, for the directory', async () => {
    const list = await call<VenueSummary[]>(t.app, 'GET', '/api/marketplace/venue');
    for (const venue of list.body) {
      const detail = await call<VenueDetail>(t.app, 'GET', `/api/marketplace/venue/${venue.id}`);
      assert.deepEqual(venue.sport_types, detail.body.sport_types, venue.name);
      assert.deepEqual(venue.opening_hours, detail.body.opening_hours, venue.name);
    }
    const lodz = list.body.find((venue) => venue.city === 'Łódź');
    assert.deepEqual(
      lodz?.sport_types.map((sport) => sport.code),
      ['squash'],
    );
    assert.deepEqual(lodz?.opening_hours[0], { weekday: 1, opens: '00:00', closes: '24:00' });
    assert.equal(lodz?.opening_hours.length, 7);
  });

  it('lists a sport only while the venue has an active court of it', async () => {
    const [venue] = await ctx.database.db.select().from(venues).where(eq(venues.city, 'Łódź'));
    assert.ok(venue);
    await ctx.database.db.update(sportObjects).set({ isActive: false }).where(eq(sportObjects.venueId, venue.id));
    try {
      const list = await call<VenueSummary[]>(t.app, 'GET', '/api/marketplace/venue');
      assert.deepEqual(list.body.find((item) => item.id === venue.id)?.sport_types, []);
      assert.ok(list.body.find((item) => item.city === 'Kraków')?.sport_types.length);
    } finally {
      await ctx.database.db.update(sportObjects).set({ isActive: true }).where(eq(sportObjects.venueId, venue.id));
    }
  });

  it('ignores a trailing slash', async () => {
    assert.equal((await call(t.app, 'GET', '/api/marketplace/venue/')).status, 200);
    assert.equal((await call(t.app, 'GET', '/api/marketplace/venue/2/')).status, 200);
  });

  it('GET /api/marketplace/venue/:id returns one venue', async () => {
    const response = await call<VenueSummary>(t.app, 'GET', '/api/marketplace/venue/2');
    assert.equal(response.status, 200);
    assert.ok(v.is(VenueDetailSchema, response.body));
    assert.equal(response.body.id, 2);
    assert.equal(response.body.city, 'Kraków');
  });

  it('answers 404 NOT_FOUND for a venue that does not exist', async () => {
    const response = await call<ApiErrorBody>(t.app, 'GET', '/api/marketplace/venue/999');
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { code: 'NOT_FOUND', message: 'Venue 999 not found' });
  });

  it('answers 400 for ids that are not positive integers', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999']) {
      const response = await call<ApiErrorBody>(t.app, 'GET', `/api/marketplace/venue/${id}`);
      assert.equal(response.status, 400, id);
      assert.equal(response.body.code, 'VALIDATION_FAILED', id);
    }
  });

  it('GET /api/marketplace/app/sport_type lists squash, tennis and padel', async () => {
    const response = await call<SportType[]>(t.app, 'GET', '/api/marketplace/app/sport_type');
    assert.equal(response.status, 200);
    assert.ok(v.is(SportTypeListSchema, response.body));
    assert.deepEqual(
      response.body.map((sport) => sport.code),
      ['squash', 'tennis', 'padel'],
    );
  });
});
