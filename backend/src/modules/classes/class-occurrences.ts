import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { groupClasses, groupClassOccurrences, groupClassSchedule, venues } from '../../db/schema/index.js';
import { lockCourt, overlapsActiveReservation } from '../reservations/court-lock.js';
import { addLocalDays, instantAt, localDay, localPosition } from '../venues/venue-time.js';

/** Days past a venue's advance-booking limit that occurrences are kept generated, so the limit never outruns them. */
export const GENERATION_MARGIN_DAYS = 7;

type Candidate = {
  classId: number;
  venueId: number;
  sportObjectId: number;
  trainerId: number | null;
  max: number | null;
  start: Date;
  end: Date;
};

/**
 * Stores the occurrences of every active weekly class from now until the venue's advance-booking
 * limit plus a week, in the venue's wall time (a class at 18:00 stays at 18:00 across a DST
 * change). Idempotent: an occurrence is keyed by class and start, so a rerun (hourly, from the
 * housekeeping job, and at seeding) adds only what is missing. An occurrence whose court is
 * already booked is not created (the booking came first; the venue sees the gap); each court is
 * taken under its lock, in court order, so generators never deadlock each other or a booking.
 * Returns how many occurrences were added.
 */
export async function generateClassOccurrences(tx: Tx, now: Date): Promise<number> {
  const classes = await tx
    .select({
      id: groupClasses.id,
      venueId: groupClasses.venueId,
      sportObjectId: groupClasses.sportObjectId,
      trainerId: groupClasses.trainerVenueProfileId,
      max: groupClasses.maxParticipants,
      minutes: groupClasses.durationMinutes,
      zone: venues.timezone,
      advanceDays: venues.maxAdvanceDays,
    })
    .from(groupClasses)
    .innerJoin(venues, eq(venues.id, groupClasses.venueId))
    .where(eq(groupClasses.isActive, true));
  if (classes.length === 0) return 0;
  const ids = classes.map((item) => item.id);
  const schedule = await tx.select().from(groupClassSchedule).where(inArray(groupClassSchedule.classId, ids));
  const existing = await tx
    .select({ classId: groupClassOccurrences.classId, start: groupClassOccurrences.startTime })
    .from(groupClassOccurrences)
    .where(and(inArray(groupClassOccurrences.classId, ids), gte(groupClassOccurrences.startTime, now)));
  const known = new Set(existing.map((row) => `${row.classId}@${row.start.getTime()}`));

  const candidates: Candidate[] = [];
  for (const item of classes) {
    const slots = schedule.filter((row) => row.classId === item.id);
    if (slots.length === 0) continue;
    const today = localPosition(now, item.zone).date;
    for (let offset = 0; offset <= item.advanceDays + GENERATION_MARGIN_DAYS; offset += 1) {
      const date = addLocalDays(today, offset, item.zone);
      const weekday = localDay(date, item.zone).weekday;
      for (const slot of slots.filter((row) => row.weekday === weekday)) {
        const start = instantAt(date, slot.startMinute, item.zone);
        if (start.getTime() <= now.getTime() || known.has(`${item.id}@${start.getTime()}`)) continue;
        const end = new Date(start.getTime() + item.minutes * 60_000);
        candidates.push({
          classId: item.id,
          venueId: item.venueId,
          sportObjectId: item.sportObjectId,
          trainerId: item.trainerId,
          max: item.max,
          start,
          end,
        });
      }
    }
  }
  candidates.sort((a, b) => a.sportObjectId - b.sportObjectId || a.start.getTime() - b.start.getTime());

  let added = 0;
  let lockedCourt: number | null = null;
  for (const candidate of candidates) {
    if (lockedCourt !== candidate.sportObjectId) {
      await lockCourt(tx, candidate.sportObjectId);
      lockedCourt = candidate.sportObjectId;
    }
    if (await overlapsActiveReservation(tx, candidate.sportObjectId, candidate.start, candidate.end)) continue;
    const inserted = await tx
      .insert(groupClassOccurrences)
      .values({
        classId: candidate.classId,
        venueId: candidate.venueId,
        sportObjectId: candidate.sportObjectId,
        trainerVenueProfileId: candidate.trainerId,
        startTime: candidate.start,
        endTime: candidate.end,
        maxParticipants: candidate.max,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: groupClassOccurrences.id });
    added += inserted.length;
  }
  return added;
}

/** Locks occurrence rows in id order (the one order every sign-up takes them in) and returns them. */
export async function lockOccurrences(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(groupClassOccurrences)
    .where(inArray(groupClassOccurrences.id, ids))
    .orderBy(groupClassOccurrences.id)
    .for('update');
}
