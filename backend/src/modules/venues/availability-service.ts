import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AvailabilityQuery, CheckAvailabilityResponse, VenueAvailability } from '@venue/api';
import type { Database, Db, DbOrTx } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';
import type { SportObject } from '../../db/schema/venues.js';
import { notFound } from '../../lib/api-error.js';
import { courseSessionIntervals } from '../courses/course-court.js';
import { occurrenceIntervals } from '../classes/occurrence-court.js';
import { heldIntervals } from '../term-notifications/holds.js';
import {
  busyCells,
  dayGrid,
  evaluateSlot,
  freeSlots,
  HALF_HOUR_MS,
  lastBookableDate,
  LONGEST_RESERVATION_MS,
  takenCells,
  type Interval,
} from './availability.js';
import { busyCacheOf, type BusyRow } from './busy-cache.js';
import { venueCatalog, venueIdOfObject, type VenueCatalog } from './venue-catalog.js';
import { instantAt, localDay, localPosition } from './venue-time.js';
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
 * Active bookings of the given objects that overlap [from, to), and the scheduled class
 * occurrences holding them. Starts are bounded from below by the longest allowed booking so the
 * partial index on (venue_id, start_time) serves the read.
 */
export async function busyIntervals(
  db: DbOrTx,
  venueId: number,
  objectIds: number[],
  from: Date,
  to: Date,
): Promise<Map<number, Interval[]>> {
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
  for (const [objectId, intervals] of await occurrenceIntervals(db, venueId, from, to)) {
    if (wanted.has(objectId)) byObject.set(objectId, [...(byObject.get(objectId) ?? []), ...intervals]);
  }
  for (const [objectId, intervals] of await courseSessionIntervals(db, venueId, from, to)) {
    if (wanted.has(objectId)) byObject.set(objectId, [...(byObject.get(objectId) ?? []), ...intervals]);
  }
  // A freed slot held for the player who asked for it shows taken (issue 29).
  for (const [objectId, intervals] of await heldIntervals(db, venueId, from, to)) {
    if (wanted.has(objectId)) byObject.set(objectId, [...(byObject.get(objectId) ?? []), ...intervals]);
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

/** A venue-day with what the answer's freshness depends on, computed once per catalog. */
type DayInfo = ReturnType<typeof localDay> & {
  /** Every cell of the day starts a whole number of half hours after this instant (opening, or midnight if closed). */
  anchor: number;
};

const dayCache = new WeakMap<VenueCatalog, Map<string, DayInfo>>();

function cachedLocalDay(catalog: VenueCatalog, date: string): DayInfo {
  let days = dayCache.get(catalog);
  if (!days) {
    days = new Map();
    dayCache.set(catalog, days);
  }
  let day = days.get(date);
  if (!day) {
    if (days.size > 200) days.clear();
    const local = localDay(date, catalog.venue.timezone);
    const hours = catalog.hours.get(local.weekday);
    day = { ...local, anchor: hours ? instantAt(date, hours.opensMinute, catalog.venue.timezone).getTime() : local.start.getTime() };
    days.set(date, day);
  }
  return day;
}

// "Today" and the last bookable date change once a day; luxon costs more than the rest of a request.
const todayCache = new WeakMap<VenueCatalog, { from: number; to: number; lastDate: string }>();

function cachedLastBookableDate(catalog: VenueCatalog, now: Date): string {
  const at = now.getTime();
  const hit = todayCache.get(catalog);
  if (hit && hit.from <= at && at < hit.to) return hit.lastDate;
  const today = localDay(localPosition(now, catalog.venue.timezone).date, catalog.venue.timezone);
  const lastDate = lastBookableDate(catalog, now);
  todayCache.set(catalog, { from: today.start.getTime(), to: today.end.getTime(), lastDate });
  return lastDate;
}

// Same read as busyIntervals, as plain SQL with a fixed name (the server plans it once per
// connection): it runs on every availability request, and the ORM's row mapping and Date parsing
// cost as much as the query itself. Instants come back as epoch milliseconds; the order makes the
// rows usable as a fingerprint of the day's bookings. Scheduled class occurrences hold their court
// like bookings (their sign-ups are rows of the first part too, inside the occurrence's time);
// each part is served by its partial (venue_id, start_time) index. A class may last 10 hours, so
// its lower bound is 6 hours below the bookings' (`$2` is already 4 hours before the day). Course
// sessions hold their court too, expanded here from the course's weekly rule in the venue's zone
// exactly as `courseSessions` does (`courses/course-court.test.ts` compares the two). A freed slot
// held for the player who asked for it (issue 29) shows taken too, through the running holds'
// partial index; except the hold `$4` (`?hold=`, the holder's "Book now" link, 0 when absent),
// shown free so its player can book it: anyone else naming it is still refused by the booking.
export const AVAILABILITY_BUSY_SQL = `select sport_object_id as o, (extract(epoch from start_time) * 1000)::float8 as s, (extract(epoch from end_time) * 1000)::float8 as e
  from reservations where venue_id = $1 and state = 'active' and start_time >= $2 and start_time < $3
  union all
  select sport_object_id, (extract(epoch from start_time) * 1000)::float8, (extract(epoch from end_time) * 1000)::float8
  from group_class_occurrences where venue_id = $1 and state = 'scheduled' and start_time >= $2::timestamptz - interval '6 hours' and start_time < $3
  union all
  select c.sport_object_id, (extract(epoch from t) * 1000)::float8, (extract(epoch from t + c.duration_minutes * interval '1 minute') * 1000)::float8
  from courses c join venues v on v.id = c.venue_id
  cross join lateral (select (d + c.start_minute * interval '1 minute') at time zone v.timezone as t
    from generate_series(greatest(c.start_date, $2::date - 1)::timestamp, least(c.end_date, $3::date + 1)::timestamp, interval '1 day') d
    where extract(isodow from d)::int = any(c.weekdays)) s
  where c.venue_id = $1 and t >= $2::timestamptz - interval '6 hours' and t < $3
  union all
  select hold_sport_object_id, (extract(epoch from hold_start) * 1000)::float8, (extract(epoch from hold_end) * 1000)::float8
  from term_notifications where hold_active and venue_id = $1 and hold_sport_object_id is not null and id <> $4 and hold_start < $3 and hold_end > $2
  order by s, o`;

function busyForDay(database: Database, venueId: number, from: Date, to: Date, hold: number, cacheMaxAgeMs: number): Promise<BusyRow[]> {
  // Kept in memory until a notification says the venue changed (busy-cache.ts): most requests skip the database.
  return busyCacheOf(database).read(venueId, `${venueId}|${from.getTime()}|${to.getTime()}|${hold}`, cacheMaxAgeMs, () =>
    database.rawQuery<BusyRow>(
      AVAILABILITY_BUSY_SQL,
      [venueId, new Date(from.getTime() - LONGEST_RESERVATION_MS).toISOString(), to.toISOString(), hold],
      'availability_busy_day',
    ),
  );
}

function busyByObject(rows: BusyRow[], from: Date): Map<number, Interval[]> {
  const byObject = new Map<number, Interval[]>();
  for (const row of rows) {
    if (row.e <= from.getTime()) continue;
    const list = byObject.get(row.o) ?? [];
    list.push({ start: new Date(row.s), end: new Date(row.e) });
    byObject.set(row.o, list);
  }
  return byObject;
}

type AvailabilityInput = {
  catalog: VenueCatalog;
  query: AvailabilityQuery;
  now: Date;
  lastDate: string;
  beyond: boolean;
  day: DayInfo;
  rows: BusyRow[];
};

function availabilityView({ catalog, query, now, lastDate, beyond, day, rows }: AvailabilityInput): VenueAvailability {
  const objects = catalog.objects.filter(
    (object) =>
      (query.sport_type_id === undefined || object.sportTypeId === query.sport_type_id) &&
      (query.court_type === undefined || object.courtType === query.court_type),
  );
  const busy = busyByObject(rows, day.start);
  const grids = new Map<number, ReturnType<typeof dayGrid>>();
  return {
    venue_id: catalog.venue.id,
    date: query.date,
    timezone: catalog.venue.timezone,
    beyond_advance_limit: beyond,
    last_bookable_date: lastDate,
    objects: objects.map((object) => {
      if (!grids.has(object.sportTypeId)) grids.set(object.sportTypeId, cachedDayGrid(catalog, object.sportTypeId, query.date));
      const grid = grids.get(object.sportTypeId) ?? null;
      const cells = beyond || !grid ? null : busyCells(grid, busy.get(object.id) ?? []);
      const slots = grid && cells ? freeSlots(grid, cells, now) : [];
      const taken = grid && cells ? takenCells(grid, cells, now) : [];
      return {
        ...sportObjectView(object),
        slots: slots.map((slot) => ({
          start_time: grid?.cellIso[slot.cell] ?? slot.start.toISOString(),
          local_time: grid?.cellLabel[slot.cell] ?? '',
          prices: slot.options.map((option) => option.price),
        })),
        taken: taken.map((cell) => ({ start_time: grid?.cellIso[cell] ?? '', local_time: grid?.cellLabel[cell] ?? '' })),
      };
    }),
  };
}

/** The venue, the day and the day's bookings: everything an availability answer is computed from. */
async function availabilityInput(
  database: Database,
  venueId: number,
  query: AvailabilityQuery,
  now: Date,
  cacheMaxAgeMs: number,
): Promise<AvailabilityInput> {
  const catalog = await venueCatalog(database.db, venueId);
  if (!catalog) throw notFound(`Venue ${venueId} not found`);
  const lastDate = cachedLastBookableDate(catalog, now);
  const beyond = query.date > lastDate;
  const day = cachedLocalDay(catalog, query.date);
  // Beyond the limit nothing is offered, so the bookings do not matter.
  const rows = beyond ? [] : await busyForDay(database, venueId, day.start, day.end, query.hold ?? 0, cacheMaxAgeMs);
  return { catalog, query, now, lastDate, beyond, day, rows };
}

/**
 * Serialized answers per catalog (so a catalog reload drops them), keyed by the request and by
 * how many of the day's half hours have passed (so a start the clock has passed is never offered
 * from here); an entry is reused only while the day's busy rows (from the busy cache, or read
 * afresh) are exactly those it was computed from. So a repeated read of a day costs a lookup and a
 * byte copy.
 */
const bodyCache = new WeakMap<VenueCatalog, Map<string, { rows: BusyRow[]; fingerprint: string; body: Buffer }>>();
const BODY_CACHE_ENTRIES = 64;
// Sentinels around the day: before its first cell, nothing has passed; after the last, everything.
const MAX_CELLS_PER_DAY = 50;

function bookingsFingerprint(rows: BusyRow[]): string {
  let fingerprint = '';
  for (const row of rows) fingerprint += `${row.o}:${row.s}:${row.e};`;
  return fingerprint;
}

/** The availability answer as JSON bytes, ready to send. */
export async function venueAvailabilityBody(
  database: Database,
  venueId: number,
  query: AvailabilityQuery,
  now: Date,
  cacheMaxAgeMs: number,
): Promise<Buffer> {
  const input = await availabilityInput(database, venueId, query, now, cacheMaxAgeMs);
  const passed = Math.max(-1, Math.min(MAX_CELLS_PER_DAY, Math.floor((now.getTime() - input.day.anchor) / HALF_HOUR_MS)));
  const key = `${query.date}|${query.sport_type_id ?? ''}|${query.court_type ?? ''}|${query.hold ?? ''}|${input.lastDate}|${passed}`;
  let bodies = bodyCache.get(input.catalog);
  if (!bodies) {
    bodies = new Map();
    bodyCache.set(input.catalog, bodies);
  }
  const hit = bodies.get(key);
  // The same cached rows need no comparison; rows read afresh are compared by content.
  if (hit && hit.rows === input.rows) return hit.body;
  const fingerprint = bookingsFingerprint(input.rows);
  if (hit && hit.fingerprint === fingerprint) {
    hit.rows = input.rows;
    return hit.body;
  }
  const body = Buffer.from(JSON.stringify(availabilityView(input)));
  if (bodies.size >= BODY_CACHE_ENTRIES) bodies.clear();
  bodies.set(key, { rows: input.rows, fingerprint, body });
  return body;
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
