import { inArray } from 'drizzle-orm';
import type { Db } from '../database.js';
import { sportObjects, sportTypes, venues } from '../schema/index.js';
import { DEMO_SPORT_TYPES, DEMO_TIMEZONE, DEMO_VENUES } from './demo-data.js';

/**
 * Inserts whatever demo rows are missing, keyed by natural keys (sport code, venue slug,
 * court name per venue). Safe to run on every start and from several instances at once.
 */
export async function seedDemoData(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sportTypes).values(DEMO_SPORT_TYPES).onConflictDoNothing({ target: sportTypes.code });
    await tx
      .insert(venues)
      .values(DEMO_VENUES.map(({ slug, name, city, address }) => ({ slug, name, city, address, timezone: DEMO_TIMEZONE, createdAt: now })))
      .onConflictDoNothing({ target: venues.slug });

    const sportRows = await tx.select({ id: sportTypes.id, code: sportTypes.code }).from(sportTypes);
    const venueRows = await tx
      .select({ id: venues.id, slug: venues.slug })
      .from(venues)
      .where(inArray(venues.slug, DEMO_VENUES.map((venue) => venue.slug)));
    const sportId = new Map(sportRows.map((row) => [row.code, row.id]));
    const venueId = new Map(venueRows.map((row) => [row.slug, row.id]));

    const objects = DEMO_VENUES.flatMap((venue) =>
      venue.objects.map((object, index) => {
        const venueIdValue = venueId.get(venue.slug);
        const sportTypeId = sportId.get(object.sport);
        if (venueIdValue === undefined || sportTypeId === undefined) throw new Error(`Demo data is inconsistent at ${venue.slug}`);
        return { venueId: venueIdValue, sportTypeId, name: object.name, surface: object.surface, isIndoor: object.isIndoor, sortOrder: index };
      }),
    );
    await tx.insert(sportObjects).values(objects).onConflictDoNothing({ target: [sportObjects.venueId, sportObjects.name] });
  });
}
