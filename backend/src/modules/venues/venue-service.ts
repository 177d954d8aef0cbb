import { asc } from 'drizzle-orm';
import type { SportType, VenueSummary } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { sportTypes, venues } from '../../db/schema/index.js';

const summary = { id: venues.id, name: venues.name, city: venues.city, timezone: venues.timezone, address: venues.address };

export async function listVenues(db: DbOrTx): Promise<VenueSummary[]> {
  return db.select(summary).from(venues).orderBy(asc(venues.id));
}

export async function listSportTypes(db: DbOrTx): Promise<SportType[]> {
  return db.select({ id: sportTypes.id, code: sportTypes.code, name: sportTypes.name }).from(sportTypes).orderBy(asc(sportTypes.id));
}
