import { and, eq, gt, gte, inArray, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { courseEnrollments, courses, sportObjects } from '../../db/schema/index.js';
import { addLocalDays } from '../venues/venue-time.js';
import { LONGEST_COURSE_SESSION_MS } from './course-court.js';
import { courseSessions } from './course-schedule.js';

/** One session of a course a trainer leads, with how many children attend it; no child is named. */
export type LedCourseSession = {
  readonly courseId: number;
  readonly courseName: string;
  readonly sportObjectId: number;
  readonly sportObjectName: string;
  readonly start: Date;
  readonly end: Date;
  readonly enrolled: number;
  readonly maxParticipants: number | null;
};

/**
 * The sessions of the courses a trainer leads overlapping [from, to), by start: the courses
 * module's answer for the trainer's schedule, so the trainers module never reads course tables.
 * A child counts on a session their enrolment attends (not an excluded date) while it holds a
 * place: paid, or unpaid within its 15 minutes — the same rule as the course's free places.
 */
export async function ledCourseSessions(
  db: DbOrTx,
  trainerVenueProfileId: number,
  zone: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<LedCourseSession[]> {
  const earliest = new Date(from.getTime() - LONGEST_COURSE_SESSION_MS);
  const rows = await db
    .select({ course: courses, objectName: sportObjects.name })
    .from(courses)
    .innerJoin(sportObjects, eq(sportObjects.id, courses.sportObjectId))
    .where(
      and(
        eq(courses.trainerVenueProfileId, trainerVenueProfileId),
        // Venue days, a day wider each side than any zone can shift them.
        lte(courses.startDate, addLocalDays(to.toISOString().slice(0, 10), 1, 'UTC')),
        gte(courses.endDate, addLocalDays(earliest.toISOString().slice(0, 10), -1, 'UTC')),
      ),
    );
  if (rows.length === 0) return [];
  const holding = await db
    .select({ courseId: courseEnrollments.courseId, starts: courseEnrollments.sessionStarts })
    .from(courseEnrollments)
    .where(
      and(
        inArray(
          courseEnrollments.courseId,
          rows.map((row) => row.course.id),
        ),
        or(
          eq(courseEnrollments.state, 'active'),
          and(eq(courseEnrollments.state, 'awaiting_payment'), gt(courseEnrollments.payUntil, now)),
        ),
      ),
    );
  const attending = new Map<string, number>();
  for (const enrollment of holding) {
    for (const start of enrollment.starts) {
      const key = `${enrollment.courseId}:${new Date(start).getTime()}`;
      attending.set(key, (attending.get(key) ?? 0) + 1);
    }
  }
  return rows
    .flatMap(({ course, objectName }) =>
      courseSessions(course, zone)
        .filter((session) => session.start.getTime() < to.getTime() && session.end.getTime() > from.getTime())
        .map((session) => ({
          courseId: course.id,
          courseName: course.name,
          sportObjectId: course.sportObjectId,
          sportObjectName: objectName,
          start: session.start,
          end: session.end,
          enrolled: attending.get(`${course.id}:${session.start.getTime()}`) ?? 0,
          maxParticipants: course.maxParticipants,
        })),
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.courseId - b.courseId);
}
