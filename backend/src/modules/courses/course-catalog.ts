import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Course, CourseListQuery } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { courseEnrollments, courses, sportObjects, trainerVenueProfiles, venueCourseSettings, venues } from '../../db/schema/index.js';
import { courseSessions, sessionView, wallTime, type Session } from './course-schedule.js';

export type CourseRow = typeof courses.$inferSelect;

/** A course with what its rules and its view need: the venue's zone, its sessions, the sibling discount. */
export type LoadedCourse = {
  readonly course: CourseRow;
  readonly zone: string;
  readonly sessions: readonly Session[];
  readonly siblingPercent: number;
  readonly objectName: string | null;
  readonly trainer: Course['trainer'];
};

function loadQuery(db: DbOrTx) {
  return db
    .select({
      course: courses,
      zone: venues.timezone,
      siblingPercent: venueCourseSettings.siblingDiscountPercent,
      objectName: sportObjects.name,
      trainerId: trainerVenueProfiles.id,
      trainerName: trainerVenueProfiles.displayName,
      trainerPhoto: trainerVenueProfiles.photoUrl,
      trainerShown: sql<boolean>`${trainerVenueProfiles.status} = 'accepted' and ${trainerVenueProfiles.visibility} = 'visible'`,
    })
    .from(courses)
    .innerJoin(venues, eq(venues.id, courses.venueId))
    .leftJoin(venueCourseSettings, eq(venueCourseSettings.venueId, courses.venueId))
    .leftJoin(sportObjects, eq(sportObjects.id, courses.sportObjectId))
    .leftJoin(trainerVenueProfiles, eq(trainerVenueProfiles.id, courses.trainerVenueProfileId));
}

type Loaded = Awaited<ReturnType<ReturnType<typeof loadQuery>['where']>>[number];

function loaded(row: Loaded): LoadedCourse {
  return {
    course: row.course,
    zone: row.zone,
    sessions: courseSessions(row.course, row.zone),
    siblingPercent: row.siblingPercent ?? 0,
    objectName: row.objectName,
    // Public fields only, and only of a trainer the venue shows (accepted and visible).
    trainer:
      row.trainerId !== null && row.trainerShown
        ? { id: row.trainerId, display_name: row.trainerName ?? '', photo_url: row.trainerPhoto }
        : null,
  };
}

export async function loadCourse(db: DbOrTx, courseId: number): Promise<LoadedCourse | null> {
  const [row] = await loadQuery(db).where(eq(courses.id, courseId));
  return row ? loaded(row) : null;
}

/**
 * Places held per course now: paid enrolments and unpaid ones still within their 15 minutes (one
 * past its `pay_until` holds nothing, whether or not the lapse job has run yet).
 */
export async function takenPlaces(db: DbOrTx, courseIds: number[], now: Date): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: courseEnrollments.courseId, taken: sql<number>`count(*)`.mapWith(Number) })
    .from(courseEnrollments)
    .where(
      and(
        inArray(courseEnrollments.courseId, courseIds),
        or(
          eq(courseEnrollments.state, 'active'),
          and(eq(courseEnrollments.state, 'awaiting_payment'), gt(courseEnrollments.payUntil, now)),
        ),
      ),
    )
    .groupBy(courseEnrollments.courseId);
  return new Map(rows.map((row) => [row.id, row.taken]));
}

/** Enrolment is open when the venue keeps it open and some session has not started. */
export function enrollmentOpen(loadedCourse: LoadedCourse, now: Date): boolean {
  return loadedCourse.course.enrollmentOpen && loadedCourse.sessions.some((session) => session.start.getTime() > now.getTime());
}

export function courseView(item: LoadedCourse, taken: number, now: Date): Course {
  const { course, sessions } = item;
  const count = sessions.length;
  const perSession = course.paymentType === 'per_session' ? course.priceGrosze : count === 0 ? 0 : Math.round(course.priceGrosze / count);
  const max = course.maxParticipants;
  return {
    id: course.id,
    venue_id: course.venueId,
    venue_timezone: item.zone,
    name: course.name,
    description: course.description,
    type: course.type,
    sport_type_id: course.sportTypeId,
    sport_object_name: item.objectName,
    trainer: item.trainer,
    weekdays: [...course.weekdays].sort((a, b) => a - b),
    time: wallTime(course.startMinute),
    duration_minutes: course.durationMinutes,
    start_date: sessions[0]?.date ?? course.startDate,
    end_date: sessions.at(-1)?.date ?? course.endDate,
    sessions: sessions.map((session) => sessionView(session, now)),
    classes_count: count,
    sessions_left: sessions.filter((session) => session.start.getTime() > now.getTime()).length,
    max_participants: max,
    free_places: max === null ? null : Math.max(0, max - taken),
    payment_type: course.paymentType,
    price: course.priceGrosze,
    price_per_session: perSession,
    price_full_course: course.paymentType === 'per_session' ? course.priceGrosze * count : course.priceGrosze,
    colour: course.colour,
    difficulty: course.difficulty,
    enrollment_open: enrollmentOpen(item, now),
    min_age: course.minAge,
    max_age: course.maxAge,
    sibling_discount_percent: item.siblingPercent,
  };
}

/**
 * `GET /public/venue/course/{venueId}`: the venue's courses whose last session has not ended,
 * filtered as asked, by start date then name. The filters run over the venue's few courses in
 * memory; the weekday and the open state depend on the expanded calendar anyway.
 */
export async function listCourses(db: DbOrTx, venueId: number, query: CourseListQuery, now: Date): Promise<Course[]> {
  const rows = (await loadQuery(db).where(eq(courses.venueId, venueId))).map(loaded);
  const name = query.name?.toLocaleLowerCase('pl');
  const wanted = rows.filter(
    (item) =>
      (item.sessions.at(-1)?.end.getTime() ?? 0) > now.getTime() &&
      (query.payment_type === undefined || item.course.paymentType === query.payment_type) &&
      (query.type === undefined || item.course.type === query.type) &&
      (query.trainer_id === undefined || item.course.trainerVenueProfileId === query.trainer_id) &&
      (query.weekday === undefined || item.course.weekdays.includes(query.weekday)) &&
      (!name || item.course.name.toLocaleLowerCase('pl').includes(name)) &&
      (query.enrollment === undefined || enrollmentOpen(item, now) === (query.enrollment === 'open')),
  );
  const taken = await takenPlaces(
    db,
    wanted.map((item) => item.course.id),
    now,
  );
  return wanted
    .map((item) => courseView(item, taken.get(item.course.id) ?? 0, now))
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.name.localeCompare(b.name, 'pl') || a.id - b.id);
}
