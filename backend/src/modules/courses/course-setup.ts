import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.js';
import { type children, courseEnrollments, courses, venueCourseSettings, venues } from '../../db/schema/index.js';
import { insertReservations } from '../reservations/insert-reservations.js';
import { priceEnrollment } from './course-price.js';
import { courseSessions } from './course-schedule.js';

export type NewCourse = typeof courses.$inferInsert;

/*
 * Courses and a venue's course settings as the venue sets them up. No venue administration API
 * exists yet (spec §6: reception enrols courses), so the demo data and the tests are the callers;
 * the tables are written only by this module (`backend/src/testing/table-writes.ts`).
 */

export async function insertCourse(db: DbOrTx, values: NewCourse): Promise<typeof courses.$inferSelect> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('Course insert returned nothing');
  return row;
}

/**
 * A demo course by venue and name: created, or — once its last day has passed — moved to the
 * dates given, so a demo started on any day shows courses ahead. One with sessions ahead keeps its
 * dates (its enrolments' sessions stay true).
 */
export async function upsertDemoCourse(db: DbOrTx, values: NewCourse, today: string): Promise<void> {
  const [found] = await db
    .select({ id: courses.id, endDate: courses.endDate })
    .from(courses)
    .where(and(eq(courses.venueId, values.venueId), eq(courses.name, values.name)));
  if (!found) {
    await insertCourse(db, values);
    return;
  }
  if (found.endDate < today)
    await db.update(courses).set({ startDate: values.startDate, endDate: values.endDate }).where(eq(courses.id, found.id));
}

export async function setSiblingDiscount(db: DbOrTx, venueId: number, percent: number): Promise<void> {
  await db
    .insert(venueCourseSettings)
    .values({ venueId, siblingDiscountPercent: percent })
    .onConflictDoUpdate({ target: venueCourseSettings.venueId, set: { siblingDiscountPercent: percent } });
}

/**
 * A place the reception sold and took the money for at the desk (spec §6: reception enrols
 * courses): the enrolment is paid, its sessions ahead are the parent's reservations, paid on site.
 * Only the demo data uses it; a child already holding a place is left as it is.
 */
export async function insertDeskEnrollment(
  tx: Tx,
  course: typeof courses.$inferSelect,
  parent: { userId: number; child: typeof children.$inferSelect },
  now: Date,
): Promise<void> {
  const [held] = await tx
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, course.id), eq(courseEnrollments.childId, parent.child.id)));
  const [venue] = await tx.select({ zone: venues.timezone }).from(venues).where(eq(venues.id, course.venueId));
  if (held || !venue) return;
  const ahead = courseSessions(course, venue.zone).filter((session) => session.start.getTime() > now.getTime());
  if (ahead.length === 0) return;
  const priced = priceEnrollment({
    paymentType: course.paymentType,
    price: course.priceGrosze,
    sessions: courseSessions(course, venue.zone),
    from: null,
    to: null,
    excludedDates: [],
    siblingPercent: 0,
    now,
  });
  if (priced.kind !== 'priced') return;
  const [enrollment] = await tx
    .insert(courseEnrollments)
    .values({
      courseId: course.id,
      venueId: course.venueId,
      userId: parent.userId,
      childId: parent.child.id,
      childFirstName: parent.child.firstName,
      childLastName: parent.child.lastName,
      state: 'active',
      excludedDates: [],
      sessionStarts: priced.attended.map((session) => session.start.toISOString()),
      priceLines: priced.price.lines,
      subtotalGrosze: priced.price.subtotal,
      acceptedRegulationIds: [],
      payUntil: now,
      createdAt: now,
      paidAt: now,
    })
    .returning({ id: courseEnrollments.id });
  if (!enrollment) return;
  const each = Math.floor(priced.price.subtotal / priced.attended.length);
  await insertReservations(
    tx,
    priced.attended.map((session) => ({
      userId: parent.userId,
      venueId: course.venueId,
      sportObjectId: course.sportObjectId,
      startTime: session.start,
      endTime: session.end,
      paymentMethod: 'on_site' as const,
      paymentStatus: 'paid' as const,
      basePriceGrosze: each,
      createdAt: now,
      kind: 'course' as const,
      courseEnrollmentId: enrollment.id,
    })),
  );
}
