import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { groupClassOccurrences, reservations } from '../../db/schema/index.js';
import type { Interval } from '../venues/availability.js';

/*
 * How a class occurrence holds its court and its trainer. A leaf module (schema only), so the
 * reservations and venues modules can ask it without importing the classes module's services.
 */

/** Whether a scheduled class occurrence holds the court during [start, end); call under the court lock. */
export async function overlapsScheduledOccurrence(db: DbOrTx, sportObjectId: number, start: Date, end: Date): Promise<boolean> {
  const [clash] = await db
    .select({ id: groupClassOccurrences.id })
    .from(groupClassOccurrences)
    .where(
      and(
        eq(groupClassOccurrences.sportObjectId, sportObjectId),
        eq(groupClassOccurrences.state, 'scheduled'),
        lt(groupClassOccurrences.startTime, end),
        gt(groupClassOccurrences.endTime, start),
      ),
    )
    .limit(1);
  return clash !== undefined;
}

/** The longest class, so a read for a window can bound how early an overlapping occurrence starts. */
export const LONGEST_CLASS_MS = 600 * 60_000;

/** Scheduled occurrences of a venue's courts overlapping [from, to), per court. */
export async function occurrenceIntervals(db: DbOrTx, venueId: number, from: Date, to: Date): Promise<Map<number, Interval[]>> {
  const rows = await db
    .select({ objectId: groupClassOccurrences.sportObjectId, start: groupClassOccurrences.startTime, end: groupClassOccurrences.endTime })
    .from(groupClassOccurrences)
    .where(
      and(
        eq(groupClassOccurrences.venueId, venueId),
        eq(groupClassOccurrences.state, 'scheduled'),
        gte(groupClassOccurrences.startTime, new Date(from.getTime() - LONGEST_CLASS_MS)),
        lt(groupClassOccurrences.startTime, to),
      ),
    );
  const byObject = new Map<number, Interval[]>();
  for (const row of rows) {
    if (row.end.getTime() <= from.getTime()) continue;
    const list = byObject.get(row.objectId) ?? [];
    list.push({ start: row.start, end: row.end });
    byObject.set(row.objectId, list);
  }
  return byObject;
}

/**
 * When the trainer is taken during [from, to): their active private lessons and the scheduled
 * occurrences of the classes they teach.
 */
export async function trainerBusyIntervals(db: DbOrTx, trainerIds: number[], from: Date, to: Date): Promise<Interval[]> {
  if (trainerIds.length === 0) return [];
  const lessons = await db
    .select({ start: reservations.startTime, end: reservations.endTime })
    .from(reservations)
    .where(
      and(
        inArray(reservations.trainerVenueProfileId, trainerIds),
        sql`${reservations.state} = 'active'`,
        lt(reservations.startTime, to),
        gt(reservations.endTime, from),
      ),
    );
  const classes = await db
    .select({ start: groupClassOccurrences.startTime, end: groupClassOccurrences.endTime })
    .from(groupClassOccurrences)
    .where(
      and(
        inArray(groupClassOccurrences.trainerVenueProfileId, trainerIds),
        eq(groupClassOccurrences.state, 'scheduled'),
        lt(groupClassOccurrences.startTime, to),
        gt(groupClassOccurrences.endTime, from),
      ),
    );
  return [...lessons, ...classes];
}
