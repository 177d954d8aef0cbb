import { and, asc, count, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TrainerReservations, TrainerReservationsQuery, TrainerScheduleEntry } from '@venue/api';
import type { Db, DbOrTx } from '../../db/database.js';
import { groupClasses, groupClassOccurrences, reservations, sportObjects, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/api-error.js';
import { ownsVenue } from './trainer-approval.js';
import { findTrainerProfile } from './trainer-profiles.js';
import { ledCourseSessions } from '../courses/led-course-sessions.js';
import { venueCatalog } from '../venues/venue-catalog.js';
import { localDay, localPosition, minutesLabel } from '../venues/venue-time.js';

const DAY_MS = 86_400_000;
/** A read given one end of its window, or neither, covers a week. */
const DEFAULT_DAYS = 7;

/** "Anna D.": the first name and the surname's initial, all a trainer needs to greet a player. */
export function shortName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return [firstName.trim(), initial ? `${initial.toLocaleUpperCase('pl')}.` : ''].filter(Boolean).join(' ');
}

const stateOf = (active: boolean, end: Date, now: Date): TrainerScheduleEntry['state'] =>
  !active ? 'cancelled' : end.getTime() <= now.getTime() ? 'past' : 'upcoming';

function wallTime(start: Date, end: Date, zone: string) {
  const from = localPosition(start, zone);
  const to = localPosition(end, zone);
  // A lesson ending at midnight ends at 24:00 of its day, not 00:00.
  const endLabel = to.date !== from.date && to.minute === 0 ? '24:00' : minutesLabel(to.minute);
  return { local_date: from.date, local_start: minutesLabel(from.minute), local_end: endLabel };
}

/** The trainer's private lessons matching `where` (besides being theirs), as schedule entries by start. */
export async function lessonEntries(
  db: DbOrTx,
  trainerId: number,
  zone: string,
  now: Date,
  where: SQL | undefined,
): Promise<TrainerScheduleEntry[]> {
  const rows = await db
    .select({
      id: reservations.id,
      objectId: reservations.sportObjectId,
      objectName: sportObjects.name,
      start: reservations.startTime,
      end: reservations.endTime,
      state: reservations.state,
      paymentStatus: reservations.paymentStatus,
      price: reservations.trainerPriceGrosze,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reservations)
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(eq(reservations.trainerVenueProfileId, trainerId), eq(reservations.kind, 'court'), where))
    .orderBy(asc(reservations.startTime), asc(reservations.id));
  return rows.map((row) => ({
    kind: 'lesson',
    id: row.id,
    venue_sport_object_id: row.objectId,
    sport_object_name: row.objectName,
    start_time: row.start.toISOString(),
    end_time: row.end.toISOString(),
    ...wallTime(row.start, row.end, zone),
    state: stateOf(row.state === 'active', row.end, now),
    display_name: shortName(row.firstName, row.lastName),
    payment_status: row.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    price: row.price,
    participants: null,
    max_participants: null,
  }));
}

async function classEntries(db: Db, trainerId: number, zone: string, now: Date, begin: Date, end: Date): Promise<TrainerScheduleEntry[]> {
  const rows = await db
    .select({
      id: groupClassOccurrences.id,
      objectId: groupClassOccurrences.sportObjectId,
      objectName: sportObjects.name,
      start: groupClassOccurrences.startTime,
      end: groupClassOccurrences.endTime,
      state: groupClassOccurrences.state,
      max: groupClassOccurrences.maxParticipants,
      name: groupClasses.name,
    })
    .from(groupClassOccurrences)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassOccurrences.classId))
    .innerJoin(sportObjects, eq(sportObjects.id, groupClassOccurrences.sportObjectId))
    .where(
      and(
        eq(groupClassOccurrences.trainerVenueProfileId, trainerId),
        lt(groupClassOccurrences.startTime, end),
        gt(groupClassOccurrences.endTime, begin),
      ),
    );
  const ids = rows.map((row) => row.id);
  const signUps = ids.length
    ? await db
        .select({ occurrenceId: reservations.groupClassOccurrenceId, taken: count() })
        .from(reservations)
        .where(and(inArray(reservations.groupClassOccurrenceId, ids), sql`${reservations.state} = 'active'`))
        .groupBy(reservations.groupClassOccurrenceId)
    : [];
  const taken = new Map(signUps.map((row) => [row.occurrenceId, Number(row.taken)]));
  return rows.map((row) => ({
    kind: 'class',
    id: row.id,
    venue_sport_object_id: row.objectId,
    sport_object_name: row.objectName,
    start_time: row.start.toISOString(),
    end_time: row.end.toISOString(),
    ...wallTime(row.start, row.end, zone),
    state: stateOf(row.state === 'scheduled', row.end, now),
    display_name: row.name,
    payment_status: null,
    price: null,
    participants: taken.get(row.id) ?? 0,
    max_participants: row.max,
  }));
}

/** The sessions of the courses the trainer leads, read through the courses module (it owns their tables). */
async function courseEntries(db: Db, trainerId: number, zone: string, now: Date, begin: Date, end: Date): Promise<TrainerScheduleEntry[]> {
  const sessions = await ledCourseSessions(db, trainerId, zone, begin, end, now);
  return sessions.map((session) => ({
    kind: 'course',
    id: session.courseId,
    venue_sport_object_id: session.sportObjectId,
    sport_object_name: session.sportObjectName,
    start_time: session.start.toISOString(),
    end_time: session.end.toISOString(),
    ...wallTime(session.start, session.end, zone),
    state: stateOf(true, session.end, now),
    display_name: session.courseName,
    payment_status: null,
    price: null,
    participants: session.enrolled,
    max_participants: session.maxParticipants,
  }));
}

/**
 * The trainer's lessons, the class occurrences and the course sessions they lead overlapping
 * [begin, end), cancelled ones included, by start. Only the trainer and the venue's owner may read it; anyone else gets 404
 * as for a profile that does not exist.
 */
export async function trainerReservations(
  db: Db,
  userId: number,
  profileId: number,
  query: TrainerReservationsQuery,
  now: Date,
): Promise<TrainerReservations> {
  const profile = await findTrainerProfile(db, profileId);
  const allowed = profile && (profile.userId === userId || (await ownsVenue(db, userId, profile.venueId)));
  const catalog = profile && allowed ? await venueCatalog(db, profile.venueId) : null;
  if (!profile || !catalog) throw notFound(`Trainer profile ${profileId} not found`);
  const zone = catalog.venue.timezone;
  const week = DEFAULT_DAYS * DAY_MS;
  const begin = query.begin_time
    ? new Date(query.begin_time)
    : query.end_time
      ? new Date(Date.parse(query.end_time) - week)
      : localDay(localPosition(now, zone).date, zone).start;
  const end = query.end_time ? new Date(query.end_time) : new Date(begin.getTime() + week);
  const lessons = await lessonEntries(db, profile.id, zone, now, and(lt(reservations.startTime, end), gt(reservations.endTime, begin)));
  const classes = await classEntries(db, profile.id, zone, now, begin, end);
  const courses = await courseEntries(db, profile.id, zone, now, begin, end);
  const entries = [...lessons, ...classes, ...courses].sort(
    (a, b) => a.start_time.localeCompare(b.start_time) || a.kind.localeCompare(b.kind) || a.id - b.id,
  );
  return {
    trainer_venue_profile_id: profile.id,
    venue_id: profile.venueId,
    timezone: zone,
    begin_time: begin.toISOString(),
    end_time: end.toISOString(),
    entries,
  };
}
