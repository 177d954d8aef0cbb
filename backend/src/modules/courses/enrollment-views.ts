import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { SERVICE_FEE_GROSZE, type CourseEnrollment } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { courseEnrollments, courses, venues } from '../../db/schema/index.js';
import { notFound } from '../../lib/api-error.js';
import { cancellationTerms } from './cancellation-terms.js';
import { courseSessions, sessionView } from './course-schedule.js';
import { siblingClawback } from './sibling-clawback.js';

async function select(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      enrollment: courseEnrollments,
      course: courses,
      venueName: venues.name,
      zone: venues.timezone,
      hours: venues.freeCancellationHours,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .innerJoin(venues, eq(venues.id, courseEnrollments.venueId))
    .where(where)
    .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.id));
}

type Row = Awaited<ReturnType<typeof select>>[number];

async function view(db: DbOrTx, row: Row, now: Date): Promise<CourseEnrollment> {
  const e = row.enrollment;
  const attended = new Set(e.sessionStarts.map((start) => new Date(start).getTime()));
  const sessions = courseSessions(row.course, row.zone).filter((session) => attended.has(session.start.getTime()));
  const waiting = e.state === 'awaiting_payment' && e.payUntil.getTime() > now.getTime();
  return {
    id: e.id,
    course_id: e.courseId,
    venue_id: e.venueId,
    venue_name: row.venueName,
    venue_timezone: row.zone,
    course_name: row.course.name,
    colour: row.course.colour,
    child: { id: e.childId, first_name: e.childFirstName, last_name: e.childLastName },
    // Past its deadline an unpaid enrolment has lapsed, whether or not the job has recorded it yet.
    state: e.state === 'awaiting_payment' && !waiting ? 'lapsed' : e.state,
    created_at: e.createdAt.toISOString(),
    pay_until: waiting ? e.payUntil.toISOString() : null,
    excluded_dates: e.excludedDates,
    price: {
      lines: e.priceLines,
      subtotal: e.subtotalGrosze,
      service_fee: e.subtotalGrosze > 0 ? SERVICE_FEE_GROSZE : 0,
      total: e.subtotalGrosze + (e.subtotalGrosze > 0 ? SERVICE_FEE_GROSZE : 0),
      sessions: sessions.map((session) => sessionView(session, now)),
    },
    payment_id: e.paymentId,
    cancellation:
      waiting || e.state === 'active' ? cancellationTerms(e, row.hours, now, (await siblingClawback(db, e, now))?.amount ?? 0) : null,
  };
}

/** The parent's enrolments, newest first. */
export async function ownEnrollments(db: DbOrTx, userId: number, now: Date): Promise<CourseEnrollment[]> {
  const rows = await select(db, eq(courseEnrollments.userId, userId));
  const views: CourseEnrollment[] = [];
  for (const row of rows) views.push(await view(db, row, now));
  return views;
}

/** One of the parent's enrolments; someone else's is 404. */
export async function ownEnrollment(db: DbOrTx, userId: number, enrollmentId: number, now: Date): Promise<CourseEnrollment> {
  const [row] = await select(db, and(eq(courseEnrollments.id, enrollmentId), eq(courseEnrollments.userId, userId)));
  if (!row) throw notFound(`Enrolment ${enrollmentId} not found`);
  return view(db, row, now);
}

/** Whether the child still holds a place with sessions ahead (or one waiting for payment). */
export async function childHasLiveEnrollment(db: DbOrTx, childId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ state: courseEnrollments.state, sessionStarts: courseEnrollments.sessionStarts })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.childId, childId), inArray(courseEnrollments.state, ['awaiting_payment', 'active'])));
  return rows.some((row) => row.state === 'awaiting_payment' || row.sessionStarts.some((start) => new Date(start) > now));
}
