import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { userVenueCarnets, users, venueCarnetTypes, venues } from '../schema/index.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { seedDemoData } from './seed-demo-data.js';
import { DEMO_PLAYER_PHONE } from './seed-demo-wallet.js';

describe('demo carnets', () => {
  const ctx = useTestDatabase();
  const now = new Date('2030-06-01T10:00:00Z');

  it('sells a value and an entry type at Warszawa and at least three with different hours at the pass-only Łódź', async () => {
    const rows = await ctx.database.db
      .select({ slug: venues.slug, passOnly: venues.passOnly, kind: venueCarnetTypes.kind, hours: venueCarnetTypes.availableHours })
      .from(venueCarnetTypes)
      .innerJoin(venues, eq(venues.id, venueCarnetTypes.venueId));
    const warszawa = rows.filter((row) => row.slug === 'warszawa-mokotow');
    assert.deepEqual(new Set(warszawa.map((row) => row.kind)), new Set(['amount', 'entries']));
    assert.notDeepEqual(warszawa[0]?.hours, warszawa[1]?.hours);
    const lodz = rows.filter((row) => row.slug === 'lodz-atlas');
    assert.ok(lodz.length >= 3 && lodz.every((row) => row.passOnly));
    assert.equal(new Set(lodz.map((row) => JSON.stringify(row.hours))).size, lodz.length);
  });

  it('gives the demo player one active entry carnet at Warszawa, once, and adds nothing when run again', async () => {
    const { db } = ctx.database;
    // The test database empties users before each test; seed again for the player and their carnet.
    await seedDemoData(db, now);
    const [types] = await db.select({ n: count() }).from(venueCarnetTypes);
    await seedDemoData(db, now);
    const [again] = await db.select({ n: count() }).from(venueCarnetTypes);
    assert.equal(again?.n, types?.n);
    const owned = await db
      .select({ carnet: userVenueCarnets, venue: venues.slug })
      .from(userVenueCarnets)
      .innerJoin(users, eq(users.id, userVenueCarnets.userId))
      .innerJoin(venues, eq(venues.id, userVenueCarnets.venueId))
      .where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
    assert.equal(owned.length, 1);
    const [mine] = owned;
    assert.deepEqual([mine?.venue, mine?.carnet.kind, mine?.carnet.state], ['warszawa-mokotow', 'entries', 'active']);
    assert.ok((mine?.carnet.remaining ?? 0) > 1);
    assert.ok((mine?.carnet.expiresAt?.getTime() ?? 0) > now.getTime());
  });
});
