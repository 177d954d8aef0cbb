import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { GroupClassOccurrence, PriceList } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import {
  groupClasses,
  groupClassOccurrences,
  groupClassPriceLists,
  reservations,
  sportObjects,
  trainerVenueProfiles,
  venues,
} from '../../db/schema/index.js';

/** Active sign-ups per occurrence: the places taken (a cancelled or expired sign-up frees its place). */
export async function takenPlaces(db: DbOrTx, occurrenceIds: number[]): Promise<Map<number, number>> {
  if (occurrenceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: reservations.groupClassOccurrenceId, taken: sql<number>`count(*)`.mapWith(Number) })
    .from(reservations)
    .where(and(inArray(reservations.groupClassOccurrenceId, occurrenceIds), sql`${reservations.state} = 'active'`))
    .groupBy(reservations.groupClassOccurrenceId);
  return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.taken] as const])));
}

export async function priceListsOf(db: DbOrTx, classIds: number[]): Promise<Map<number, PriceList[]>> {
  const byClass = new Map<number, PriceList[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select()
    .from(groupClassPriceLists)
    .where(inArray(groupClassPriceLists.classId, classIds))
    .orderBy(asc(groupClassPriceLists.sortOrder), asc(groupClassPriceLists.id));
  for (const row of rows) {
    const list = byClass.get(row.classId) ?? [];
    list.push({ id: row.id, name: row.name, price: row.priceGrosze });
    byClass.set(row.classId, list);
  }
  return byClass;
}

function selectOccurrences(db: DbOrTx) {
  return db
    .select({
      occurrence: groupClassOccurrences,
      groupClass: groupClasses,
      objectName: sportObjects.name,
      passOnly: venues.passOnly,
      trainer: {
        id: trainerVenueProfiles.id,
        displayName: trainerVenueProfiles.displayName,
        photoUrl: trainerVenueProfiles.photoUrl,
        status: trainerVenueProfiles.status,
        visibility: trainerVenueProfiles.visibility,
      },
    })
    .from(groupClassOccurrences)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassOccurrences.classId))
    .innerJoin(venues, eq(venues.id, groupClassOccurrences.venueId))
    .innerJoin(sportObjects, eq(sportObjects.id, groupClassOccurrences.sportObjectId))
    .leftJoin(trainerVenueProfiles, eq(trainerVenueProfiles.id, groupClassOccurrences.trainerVenueProfileId));
}

type OccurrenceRow = Awaited<ReturnType<ReturnType<typeof selectOccurrences>['where']>>[number];

/** Occurrences as visitors see them, in time order. */
export async function occurrenceViews(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<GroupClassOccurrence[]> {
  const query = selectOccurrences(db).where(where).orderBy(asc(groupClassOccurrences.startTime), asc(groupClassOccurrences.id));
  const rows: OccurrenceRow[] = limit === undefined ? await query : await query.limit(limit);
  const taken = await takenPlaces(
    db,
    rows.map((row) => row.occurrence.id),
  );
  const prices = await priceListsOf(db, [...new Set(rows.map((row) => row.groupClass.id))]);
  return rows.map((row) => {
    const { occurrence, groupClass, trainer } = row;
    const max = occurrence.maxParticipants;
    // A trainer the venue has not accepted, or who hides from the marketplace, is not named.
    const shownTrainer = trainer && trainer.status === 'accepted' && trainer.visibility === 'visible' ? trainer : null;
    return {
      id: occurrence.id,
      class_id: groupClass.id,
      venue_id: occurrence.venueId,
      name: groupClass.name,
      description: groupClass.description,
      sport_type_id: groupClass.sportTypeId,
      level: groupClass.level,
      start_time: occurrence.startTime.toISOString(),
      end_time: occurrence.endTime.toISOString(),
      venue_sport_object_id: occurrence.sportObjectId,
      sport_object_name: row.objectName,
      trainer: shownTrainer ? { id: shownTrainer.id, display_name: shownTrainer.displayName, photo_url: shownTrainer.photoUrl } : null,
      price_lists: prices.get(groupClass.id) ?? [],
      max_participants: max,
      free_places: max === null ? null : Math.max(0, max - (taken.get(occurrence.id) ?? 0)),
      carnet_required: groupClass.carnetRequired || row.passOnly,
      cancelled: occurrence.state === 'cancelled',
    };
  });
}

/** The occurrences of a venue starting in [from, to). */
export function venueOccurrences(db: DbOrTx, venueId: number, from: Date, to: Date): Promise<GroupClassOccurrence[]> {
  return occurrenceViews(
    db,
    and(eq(groupClassOccurrences.venueId, venueId), gte(groupClassOccurrences.startTime, from), lt(groupClassOccurrences.startTime, to)),
  );
}
