import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { sportObjects, sportTypes, venues } from '../schema/index.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { DEMO_VENUES } from './demo-data.js';
import { seedDemoData } from './seed-demo-data.js';

describe('demo data', () => {
  const ctx = useTestDatabase();

  async function counts() {
    const { db } = ctx.database;
    const [v] = await db.select({ n: count() }).from(venues);
    const [s] = await db.select({ n: count() }).from(sportTypes);
    const [o] = await db.select({ n: count() }).from(sportObjects);
    return { venues: v?.n, sportTypes: s?.n, sportObjects: o?.n };
  }

  it('holds venues in Polish cities with squash, tennis and padel courts', async () => {
    const { db } = ctx.database;
    const rows = await db.select().from(venues);
    assert.deepEqual(rows.map((row) => row.city).sort(), ['Gdańsk', 'Kraków', 'Poznań', 'Warszawa', 'Wrocław', 'Łódź']);
    assert.ok(rows.every((row) => row.timezone === 'Europe/Warsaw'));
    const objects = await db
      .select({ venue: venues.slug, sport: sportTypes.code })
      .from(sportObjects)
      .innerJoin(venues, eq(venues.id, sportObjects.venueId))
      .innerJoin(sportTypes, eq(sportTypes.id, sportObjects.sportTypeId));
    assert.deepEqual([...new Set(objects.map((row) => row.sport))].sort(), ['padel', 'squash', 'tennis']);
    for (const venue of DEMO_VENUES)
      assert.ok(
        objects.some((row) => row.venue === venue.slug),
        `${venue.slug} has courts`,
      );
  });

  it('seeds idempotently: running it again adds nothing', async () => {
    const before = await counts();
    assert.deepEqual(before, {
      venues: DEMO_VENUES.length,
      sportTypes: 3,
      sportObjects: DEMO_VENUES.reduce((sum, venue) => sum + venue.objects.length, 0),
    });
    await seedDemoData(ctx.database.db, new Date());
    await Promise.all([seedDemoData(ctx.database.db, new Date()), seedDemoData(ctx.database.db, new Date())]);
    assert.deepEqual(await counts(), before);
  });

  it('restores demo rows that are missing without touching the others', async () => {
    const { db } = ctx.database;
    const [warszawa] = await db.select().from(venues).where(eq(venues.slug, 'warszawa-mokotow'));
    assert.ok(warszawa);
    await db.delete(sportObjects).where(eq(sportObjects.name, 'Kort padel 1'));
    const before = await counts();
    await seedDemoData(db, new Date());
    const after = await counts();
    assert.equal(after.sportObjects, (before.sportObjects ?? 0) + 3);
    const [again] = await db.select().from(venues).where(eq(venues.slug, 'warszawa-mokotow'));
    assert.equal(again?.id, warszawa.id);
  });
});
