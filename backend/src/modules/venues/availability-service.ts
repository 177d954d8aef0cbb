import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AvailabilityQuery, CheckAvailabilityResponse, VenueAvailability } from '@venue/api';
import type { Database, Db, DbOrTx } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';
import type { SportObject } from '../../db/schema/venues.js';
import { notFound } from '../../lib/api-error.js';
import { busyCells, dayGrid, evaluateSlot, freeSlots, lastBookableDate, LONGEST_RESERVATION_MS, type Interval } from './availability.js';
import { venueCatalog, venueIdOfObject, type VenueCatalog } from './venue-catalog.js';
import { localDay } from './venue-time.js';
import { sportObjectView } from './venue-views.js';

/**
 * Active bookings of the given objects that overlap [from, to). Starts are bounded from below by
 * the longest allowed booking so the partial index on (venue_id, start_time) serves the read.
 */
function busyQuery(db: DbOrTx) {
  return db
    .select({ objectId: reservations.sportObjectId, start: reservations.startTime, end: reservations.endTime })
    .from(reservations)
    .where(
      and(
        eq(reservations.venueId, sql.placeholder('venueId')),
        sql`${reservations.state} = 'active'`,
        gte(reservations.startTime, sql.placeholder('from')),
        lt(reservations.startTime, sql.placeholder('to')),
      ),
    );
}

// The hottest query of the API, prepared once per database handle (the server keeps the plan).
const preparedBusy = new WeakMap<object, ReturnType<ReturnType<typeof busyQuery>['prepare']>>();

/**
 * Active bookings of the given objects that overlap [from, to). Starts are bounded from below by
 * the longest allowed booking so the partial index on (venue_id, start_time) serves the read.
 */
export async function busyIntervals(db: DbOrTx, venueId: number, objectIds: number[], from: Date, to: Date): Promise<Map<number, Interval[]>> {
  const byObject = new Map<number, Interval[]>();
  if (objectIds.length === 0) return byObject;
  let prepared = preparedBusy.get(db);
  if (!prepared) {
    prepared = busyQuery(db).prepare('availability_busy');
    preparedBusy.set(db, prepared);
  }
  const wanted = new Set(objectIds);
  const rows = await prepared.execute({ venueId, from: new Date(from.getTime() - LONGEST_RESERVATION_MS), to });
  for (const row of rows) {
    if (!wanted.has(row.objectId) || row.end.getTime() <= from.getTime()) continue;
    const list = byObject.get(row.objectId) ?? [];
    list.push({ start: row.start, end: row.end });
    byObject.set(row.objectId, list);
  }
  return byObject;
}

// Grids depend only on the catalog (itself cached for seconds) and the day: keep a few per catalog.
const gridCache = new WeakMap<VenueCatalog, Map<string, ReturnType<typeof dayGrid>>>();

function cachedDayGrid(catalog: VenueCatalog, sportTypeId: number, date: string) {
  let grids = gridCache.get(catalog);
  if (!grids) {
    grids = new Map();
    gridCache.set(catalog, grids);
  }
  const key = `${sportTypeId}:${date}`;
  if (!grids.has(key)) {
    if (grids.size > 200) grids.clear();
    grids.set(key, dayGrid(catalog, sportTypeId, date));
  }
  return grids.get(key) ?? null;
}

const dayCache = new WeakMap<VenueCatalog, Map<string, ReturnType<typeof localDay>>>();

function cachedLocalDay(catalog: VenueCatalog, date: string) {
  let days = dayCache.get(catalog);
  if (!days) {
    days = new Map();
    dayCache.set(catalog, days);
  }
  let day = days.get(date);
  if (!day) {
    if (days.size > 200) days.clear();
    day = localDay(date, catalog.venue.timezone);
    days.set(date, day);
  }
  return day;
}

// Same read as busyIntervals, as plain SQL: it runs on every availability request and the ORM's
// row mapping cost as much as the query itself (measured on PGlite).
const BUSY_SQL = `select sport_object_id as "objectId", start_time as "start", end_time as "end" from reservations
  where venue_id = $1 and state = 'active' and start_time >= $2 and start_time < $3`;

async function busyForDay(database: Database, venueId: number, objectIds: number[], from: Date, to: Date): Promise<Map<number, Interval[]>> {
  const byObject = new Map<number, Interval[]>();
  if (objectIds.length === 0) return byObject;
  const wanted = new Set(objectIds);
  const rows = await database.rawQuery<{ objectId: number; start: Date; end: Date }>(BUSY_SQL, [venueId, new Date(from.getTime() - LONGEST_RESERVATION_MS).toISOString(), to.toISOString()]);
  for (const row of rows) {
    const end = new Date(row.end);
    if (!wanted.has(row.objectId) || end.getTime() <= from.getTime()) continue;
    const list = byObject.get(row.objectId) ?? [];
    list.push({ start: new Date(row.start), end });
    byObject.set(row.objectId, list);
  }
  return byObject;
}

export async function venueAvailability(database: Database, venueId: number, query: AvailabilityQuery, now: Date): Promise<VenueAvailability> {
  const catalog = await venueCatalog(database.db, venueId);
  if (!catalog) throw notFound(`Venue ${venueId} not found`);
  const zone = catalog.venue.timezone;
  const lastDate = lastBookableDate(catalog, now);
  const beyond = query.date > lastDate;
  const objects = catalog.objects.filter(
    (object) => (query.sport_type_id === undefined || object.sportTypeId === query.sport_type_id) && (query.court_type === undefined || object.courtType === query.court_type),
  );
  const day = cachedLocalDay(catalog, query.date);
  const busy = beyond ? new Map<number, Interval[]>() : await busyForDay(database, venueId, objects.map((object) => object.id), day.start, day.end);
  const grids = new Map<number, ReturnType<typeof dayGrid>>();
  return {
    venue_id: venueId,
    date: query.date,
    timezone: zone,
    beyond_advance_limit: beyond,
    last_bookable_date: lastDate,
    objects: objects.map((object) => {
      if (!grids.has(object.sportTypeId)) grids.set(object.sportTypeId, cachedDayGrid(catalog, object.sportTypeId, query.date));
      const grid = grids.get(object.sportTypeId) ?? null;
      const slots = beyond || !grid ? [] : freeSlots(grid, busyCells(grid, busy.get(object.id) ?? []), now);
      return {
        ...sportObjectView(object),
        slots: slots.map((slot) => ({
          start_time: grid?.cellIso[slot.cell] ?? slot.start.toISOString(),
          local_time: grid?.cellLabel[slot.cell] ?? '',
          prices: slot.options.map((option) => option.price),
        })),
      };
    }),
  };
}

export async function findObjectWithCatalog(db: Db, objectId: number) {
  const venueId = await venueIdOfObject(db, objectId);
  const catalog = venueId === null ? null : await venueCatalog(db, venueId);
  const object: SportObject | undefined = catalog?.objects.find((item) => item.id === objectId);
  if (!catalog || !object) throw notFound(`Sport object ${objectId} not found`);
  return { catalog, object };
}

export async function checkAvailability(db: Db, objectId: number, start: Date, end: Date, now: Date): Promise<CheckAvailabilityResponse> {
  const { catalog, object } = await findObjectWithCatalog(db, objectId);
  const evaluation = evaluateSlot(catalog, object, start, end, now);
  if (!evaluation.ok) return { available: false, price: null, reason: evaluation.reason };
  const busy = await busyIntervals(db, catalog.venue.id, [objectId], start, end);
  const taken = (busy.get(objectId) ?? []).some((interval) => interval.start < end && interval.end > start);
  return { available: !taken, price: evaluation.price, reason: taken ? 'taken' : null };
}
