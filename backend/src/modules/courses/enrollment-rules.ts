import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { ChildAgeMismatchBody, CourseQuoteRequest } from '@venue/api';
import type { DbOrTx, Tx } from '../../db/database.js';
import { children, courseEnrollments, courses } from '../../db/schema/index.js';
import { ApiError, notFound, ruleViolated, validationFailed } from '../../lib/api-error.js';
import { cancelCourseSessions } from '../reservations/course-sessions.js';
import { enrollmentOpen, loadCourse, type LoadedCourse } from './course-catalog.js';
import { priceEnrollment, type PriceOutcome } from './course-price.js';
import { instantAt, localPosition } from '../venues/venue-time.js';

export type CourseChoice = Required<Pick<CourseQuoteRequest, 'course_id' | 'venue_id' | 'child_id'>> & {
  start_time?: string | undefined;
  end_time?: string | undefined;
  excluded_dates: string[];
};

type Child = typeof children.$inferSelect;
export type Priced = Extract<PriceOutcome, { kind: 'priced' }>;

/** Whole years of a child born on `birthDate` on the venue day `date` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * The course (at `venue_id`) and the caller's own child, or 404 for either: another parent's
 * child looks exactly like a missing one.
 */
export async function courseAndChild(
  db: DbOrTx,
  userId: number,
  pathId: number,
  choice: CourseChoice,
): Promise<{ loaded: LoadedCourse; child: Child; choice: CourseChoice }> {
  if (choice.course_id !== pathId) throw validationFailed({ course_id: { key: 'validation.invalid' } });
  const loaded = await loadCourse(db, pathId);
  if (!loaded || loaded.course.venueId !== choice.venue_id) throw notFound(`Course ${pathId} not found`);
  const [child] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, choice.child_id), eq(children.userId, userId)));
  if (!child) throw notFound(`Child ${choice.child_id} not found`);
  return { loaded, child, choice: inVenueTerms(choice, loaded.zone) };
}

const isDay = (value: string) => value.length === 10;

/**
 * The span as instants and the excluded sessions as venue days, whichever the client sent: a day
 * as the span's start means its first minute, as its end its last; an instant excluded names the
 * venue day it falls on.
 */
function inVenueTerms(choice: CourseChoice, zone: string): CourseChoice {
  const { start_time: from, end_time: to } = choice;
  return {
    ...choice,
    start_time: from === undefined ? undefined : isDay(from) ? instantAt(from, 0, zone).toISOString() : from,
    end_time: to === undefined ? undefined : isDay(to) ? new Date(instantAt(to, 1440, zone).getTime() - 1).toISOString() : to,
    excluded_dates: choice.excluded_dates.map((value) => (isDay(value) ? value : localPosition(new Date(value), zone).date)),
  };
}

/**
 * The rules that do not depend on the other enrolments, in the order a parent can act on them:
 * enrolment open, the calendar (excluded dates, something left to attend) and the child's age on
 * the first session attended. Answers the price without the sibling discount.
 */
export function judgeChoice(loaded: LoadedCourse, child: Child, choice: CourseChoice, siblingPercent: number, now: Date): Priced {
  if (!enrollmentOpen(loaded, now)) throw ruleViolated('COURSE_ENROLLMENT_CLOSED', 'Enrolment in this course is closed');
  const outcome = priceEnrollment({
    paymentType: loaded.course.paymentType,
    price: loaded.course.priceGrosze,
    sessions: loaded.sessions,
    from: choice.start_time ? new Date(choice.start_time) : null,
    to: choice.end_time ? new Date(choice.end_time) : null,
    excludedDates: choice.excluded_dates,
    siblingPercent,
    now,
  });
  if (outcome.kind === 'unknown_excluded_date')
    throw validationFailed({ [`excluded_dates.${outcome.index}`]: { key: 'validation.invalid' } });
  if (outcome.kind === 'no_sessions')
    throw ruleViolated('COURSE_NO_SESSIONS', 'No session of the course is left to attend in the chosen span');
  const first = outcome.attended[0];
  const age = first ? ageOn(child.birthDate, first.date) : 0;
  const { minAge, maxAge } = loaded.course;
  if ((minAge !== null && age < minAge) || (maxAge !== null && age > maxAge)) {
    const body: ChildAgeMismatchBody = { child_age: Math.max(0, age), min_age: minAge, max_age: maxAge };
    throw new ApiError(422, 'CHILD_AGE_MISMATCH', 'The child’s age is outside the course’s range', body);
  }
  return outcome;
}

/**
 * The sibling discount this parent's enrolment gets now: the venue's percent when another child of
 * theirs holds a paid place in the course (the 2nd and later child), else none. Only paid places
 * count, so a sibling's unpaid enrolment that lapses can never have earned anyone a discount.
 */
export async function siblingPercentFor(db: DbOrTx, loaded: LoadedCourse, userId: number, childId: number | null): Promise<number> {
  if (loaded.siblingPercent === 0) return 0;
  const [sibling] = await db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(
      and(
        eq(courseEnrollments.courseId, loaded.course.id),
        eq(courseEnrollments.userId, userId),
        eq(courseEnrollments.state, 'active'),
        ...(childId === null ? [] : [ne(courseEnrollments.childId, childId)]),
      ),
    )
    .limit(1);
  return sibling ? loaded.siblingPercent : 0;
}

/** Locks the course row: every enrolment of one course queues here, so places are counted one at a time. */
export async function lockCourse(tx: Tx, courseId: number): Promise<void> {
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
}

/**
 * Unpaid enrolments of the course past their `pay_until` lapse now, under the course lock, even if
 * their job has not run yet: their places are free and their children may enrol again. Their
 * payments are voided by the job (it takes the payment first, the order the payment paths lock in).
 */
export async function lapseExpired(tx: Tx, courseId: number, now: Date): Promise<void> {
  const expired = await tx
    .update(courseEnrollments)
    .set({ state: 'lapsed', endedAt: now })
    .where(
      and(eq(courseEnrollments.courseId, courseId), eq(courseEnrollments.state, 'awaiting_payment'), lte(courseEnrollments.payUntil, now)),
    )
    .returning({ id: courseEnrollments.id });
  for (const row of expired) await cancelCourseSessions(tx, row.id, 'payment_timeout', now);
}

/** Whether the child holds a place in the course (call after `lapseExpired`: paid, or unpaid within its 15 minutes). */
export async function childHoldsPlace(tx: Tx, courseId: number, childId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(
      and(
        eq(courseEnrollments.courseId, courseId),
        eq(courseEnrollments.childId, childId),
        inArray(courseEnrollments.state, ['awaiting_payment', 'active']),
      ),
    )
    .limit(1);
  return held !== undefined;
}
