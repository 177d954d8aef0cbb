import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { courses, venues } from '../../db/schema/index.js';
import type { Interval } from '../venues/availability.js';
import { addLocalDays } from '../venues/venue-time.js';
import { courseSessions } from './course-schedule.js';

/*
 * How a course holds its court: every session of its rule, enrolled or not, like a scheduled class
 * occurrence. A leaf module (schema and the pure schedule only), so the reservations and venues
 * modules can ask it without importing the courses module's services. The availability read does
 * the same in SQL (`AVAILABILITY_BUSY_SQL`); `course-court.test.ts` holds the two to one answer.
 */

/** The longest course session, so a read for a window can bound how early an overlapping one starts. */
export const LONGEST_COURSE_SESSION_MS = 600 * 60_000;

async function sessionsOn(db: DbOrTx, where: { venueId?: number; sportObjectId?: number }, from: Date, to: Date) {
  const earliest = new Date(from.getTime() - LONGEST_COURSE_SESSION_MS);
  const rows = await db
    .select({ course: courses, zone: venues.timezone })
    .from(courses)
    .innerJoin(venues, eq(venues.id, courses.venueId))
    .where(
      and(
        where.venueId === undefined ? undefined : eq(courses.venueId, where.venueId),
        where.sportObjectId === undefined ? undefined : eq(courses.sportObjectId, where.sportObjectId),
        // Venue days, a day wider each side than any zone can shift them.
        lte(courses.startDate, addLocalDays(to.toISOString().slice(0, 10), 1, 'UTC')),
        gte(courses.endDate, addLocalDays(earliest.toISOString().slice(0, 10), -1, 'UTC')),
      ),
    );
  return rows.flatMap(({ course, zone }) =>
    courseSessions(course, zone)
      .filter((session) => session.start.getTime() < to.getTime() && session.end.getTime() > from.getTime())
      .map((session) => ({ objectId: course.sportObjectId, start: session.start, end: session.end })),
  );
}

/** Whether a course session holds the court during [start, end); call under the court lock. */
export async function overlapsCourseSession(db: DbOrTx, sportObjectId: number, start: Date, end: Date): Promise<boolean> {
  return (await sessionsOn(db, { sportObjectId }, start, end)).length > 0;
}

/** Course sessions on a venue's courts overlapping [from, to), per court. */
export async function courseSessionIntervals(db: DbOrTx, venueId: number, from: Date, to: Date): Promise<Map<number, Interval[]>> {
  const byObject = new Map<number, Interval[]>();
  for (const session of await sessionsOn(db, { venueId }, from, to)) {
    byObject.set(session.objectId, [...(byObject.get(session.objectId) ?? []), { start: session.start, end: session.end }]);
  }
  return byObject;
}
