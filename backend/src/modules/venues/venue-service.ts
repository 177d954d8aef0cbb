import { asc, eq } from 'drizzle-orm';
import type { OpeningHours, SportType, VenueSummary } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { sportObjects, sportTypes, venueOpeningHours, venues } from '../../db/schema/index.js';
import { minutesLabel } from './venue-time.js';

const summary = { id: venues.id, name: venues.name, city: venues.city, timezone: venues.timezone, address: venues.address };

/**
 * Every venue with its sports and weekly hours, for the public directory: three queries whatever
 * the number of venues (venues, all opening hours, the distinct sports of active courts), joined here.
 */
export async function listVenues(db: DbOrTx): Promise<VenueSummary[]> {
  const [rows, hourRows, sportRows] = await Promise.all([
    db.select(summary).from(venues).orderBy(asc(venues.id)),
    db.select().from(venueOpeningHours).orderBy(asc(venueOpeningHours.venueId), asc(venueOpeningHours.weekday)),
    db
      .selectDistinct({ venueId: sportObjects.venueId, id: sportTypes.id, code: sportTypes.code, name: sportTypes.name })
      .from(sportObjects)
      .innerJoin(sportTypes, eq(sportTypes.id, sportObjects.sportTypeId))
      .where(eq(sportObjects.isActive, true))
      .orderBy(asc(sportObjects.venueId), asc(sportTypes.id)),
  ]);
  const hours = groupBy(
    hourRows,
    (row) => row.venueId,
    (row): OpeningHours => ({
      weekday: row.weekday,
      opens: minutesLabel(row.opensMinute),
      closes: minutesLabel(row.closesMinute),
    }),
  );
  const sports = groupBy(
    sportRows,
    (row) => row.venueId,
    (row): SportType => ({ id: row.id, code: row.code, name: row.name }),
  );
  return rows.map((venue) => ({ ...venue, sport_types: sports.get(venue.id) ?? [], opening_hours: hours.get(venue.id) ?? [] }));
}

function groupBy<Row, Item>(rows: readonly Row[], keyOf: (row: Row) => number, itemOf: (row: Row) => Item): Map<number, Item[]> {
  const groups = new Map<number, Item[]>();
  for (const row of rows) {
    const list = groups.get(keyOf(row)) ?? [];
    list.push(itemOf(row));
    groups.set(keyOf(row), list);
  }
  return groups;
}

export async function listSportTypes(db: DbOrTx): Promise<SportType[]> {
  return db.select({ id: sportTypes.id, code: sportTypes.code, name: sportTypes.name }).from(sportTypes).orderBy(asc(sportTypes.id));
}
