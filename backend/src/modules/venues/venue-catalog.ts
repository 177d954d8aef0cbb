import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.js';
import { partnerCards, priceBands, sportObjects, sportTypes, venueOpeningHours, venueRegulations, venues } from '../../db/schema/index.js';

export type CatalogBand = { startMinute: number; endMinute: number; label: 'off_peak' | 'peak' | 'weekend'; pricePerHourGrosze: number };

/** Everything static about a venue that availability, pricing and booking rules need. */
export type VenueCatalog = {
  venue: typeof venues.$inferSelect;
  /** ISO weekday → opening minutes; a missing weekday means closed. */
  hours: Map<number, { opensMinute: number; closesMinute: number }>;
  regulations: (typeof venueRegulations.$inferSelect)[];
  partnerCards: (typeof partnerCards.$inferSelect)[];
  sportTypes: (typeof sportTypes.$inferSelect)[];
  objects: (typeof sportObjects.$inferSelect)[];
  /** `${sportTypeId}:${weekday}` → bands sorted by start. */
  bands: Map<string, CatalogBand[]>;
};

export const bandKey = (sportTypeId: number, weekday: number) => `${sportTypeId}:${weekday}`;

async function loadCatalog(db: DbOrTx, venueId: number): Promise<VenueCatalog | null> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId));
  if (!venue) return null;
  const hours = await db.select().from(venueOpeningHours).where(eq(venueOpeningHours.venueId, venueId));
  const regulations = await db
    .select()
    .from(venueRegulations)
    .where(eq(venueRegulations.venueId, venueId))
    .orderBy(asc(venueRegulations.id));
  const cards = await db.select().from(partnerCards).where(eq(partnerCards.venueId, venueId)).orderBy(asc(partnerCards.id));
  const objects = await db
    .select()
    .from(sportObjects)
    .where(eq(sportObjects.venueId, venueId))
    .orderBy(asc(sportObjects.sortOrder), asc(sportObjects.id));
  const activeObjects = objects.filter((object) => object.isActive);
  const typeIds = [...new Set(activeObjects.map((object) => object.sportTypeId))];
  const types = typeIds.length ? await db.select().from(sportTypes).where(inArray(sportTypes.id, typeIds)).orderBy(asc(sportTypes.id)) : [];
  const bandRows = await db.select().from(priceBands).where(eq(priceBands.venueId, venueId)).orderBy(asc(priceBands.startMinute));
  const bands = new Map<string, CatalogBand[]>();
  for (const row of bandRows) {
    const key = bandKey(row.sportTypeId, row.weekday);
    const list = bands.get(key) ?? [];
    list.push({ startMinute: row.startMinute, endMinute: row.endMinute, label: row.label, pricePerHourGrosze: row.pricePerHourGrosze });
    bands.set(key, list);
  }
  return {
    venue,
    hours: new Map(hours.map((row) => [row.weekday, { opensMinute: row.opensMinute, closesMinute: row.closesMinute }])),
    regulations,
    partnerCards: cards,
    sportTypes: types,
    objects: activeObjects,
    bands,
  };
}

// Venue set-up changes rarely and availability is the hottest read: a few seconds of staleness
// across instances is acceptable, six queries per request are not.
const CACHE_TTL_MS = 5_000;
const caches = new WeakMap<object, Map<number, { at: number; catalog: Promise<VenueCatalog | null> }>>();

/** The venue's catalog, cached per database for a few seconds (real time, not the app clock). */
export function venueCatalog(db: Db, venueId: number): Promise<VenueCatalog | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(venueId);
  const now = Date.now();
  if (hit && now - hit.at < CACHE_TTL_MS) return hit.catalog;
  const catalog = loadCatalog(db, venueId);
  cache.set(venueId, { at: now, catalog });
  // A failed load must not stay cached.
  catalog.catch(() => cache.delete(venueId));
  return catalog;
}

/** Which venue an object belongs to, so object-addressed endpoints can use the venue's catalog. */
export async function venueIdOfObject(db: DbOrTx, objectId: number): Promise<number | null> {
  const [row] = await db.select({ venueId: sportObjects.venueId }).from(sportObjects).where(eq(sportObjects.id, objectId));
  return row?.venueId ?? null;
}
