// The Courses tab's filters (spec §3: payment type, weekday, trainer, name, enrolment open or
// closed, type) and the open course, kept in the address so a filtered list or a course can be
// shared and signing in comes back to it. The list is filtered here, by the rules the API's query
// applies (`CourseListQuerySchema`): a venue runs a handful of courses, so the choices come from
// the whole list and change nothing on the server.
import type { Course, CoursePaymentType, CourseType } from '@venue/api/schemas/course';
import { COURSE_PAYMENT_TYPES, COURSE_TYPES } from '@venue/api/schemas/course';

export type EnrollmentFilter = 'open' | 'closed';

export interface CourseFilters {
  readonly paymentType: CoursePaymentType | null;
  /** ISO weekday 1–7: courses meeting on that day. */
  readonly weekday: number | null;
  readonly trainerId: number | null;
  /** Part of the name, any case; '' for none. */
  readonly name: string;
  readonly enrollment: EnrollmentFilter | null;
  readonly type: CourseType | null;
}

export interface CourseListState extends CourseFilters {
  /** The course whose details (and enrolment) are open. */
  readonly courseId: number | null;
}

export const NO_FILTERS: CourseFilters = { paymentType: null, weekday: null, trainerId: null, name: '', enrollment: null, type: null };

const positiveId = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((item) => item === value) ?? null;
}

/** Reads the tab's state from the address; anything malformed is no filter. Names are the API's query names. */
export function parseCourseListState(params: URLSearchParams): CourseListState {
  const weekday = params.get('weekday');
  return {
    paymentType: oneOf(COURSE_PAYMENT_TYPES, params.get('payment_type')),
    weekday: weekday !== null && /^[1-7]$/.test(weekday) ? Number(weekday) : null,
    trainerId: positiveId(params.get('trainer_id')),
    name: (params.get('name') ?? '').slice(0, 100),
    enrollment: oneOf(['open', 'closed'] as const, params.get('enrollment')),
    type: oneOf(COURSE_TYPES, params.get('type')),
    courseId: positiveId(params.get('course')),
  };
}

export function courseListParams(state: CourseListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.paymentType !== null) params.set('payment_type', state.paymentType);
  if (state.weekday !== null) params.set('weekday', String(state.weekday));
  if (state.trainerId !== null) params.set('trainer_id', String(state.trainerId));
  if (state.name.trim() !== '') params.set('name', state.name);
  if (state.enrollment !== null) params.set('enrollment', state.enrollment);
  if (state.type !== null) params.set('type', state.type);
  if (state.courseId !== null) params.set('course', String(state.courseId));
  return params;
}

export function hasFilters(filters: CourseFilters): boolean {
  return (
    filters.paymentType !== null ||
    filters.weekday !== null ||
    filters.trainerId !== null ||
    filters.name.trim() !== '' ||
    filters.enrollment !== null ||
    filters.type !== null
  );
}

/** The courses that pass every filter (AND), in the list's order (start date, then name). */
export function filterCourses(courses: readonly Course[], filters: CourseFilters, locale: string): Course[] {
  const name = filters.name.trim().toLocaleLowerCase(locale);
  return courses.filter(
    (course) =>
      (filters.paymentType === null || course.payment_type === filters.paymentType) &&
      (filters.weekday === null || course.weekdays.includes(filters.weekday)) &&
      (filters.trainerId === null || course.trainer?.id === filters.trainerId) &&
      (name === '' || course.name.toLocaleLowerCase(locale).includes(name)) &&
      (filters.enrollment === null || course.enrollment_open === (filters.enrollment === 'open')) &&
      (filters.type === null || course.type === filters.type),
  );
}

/** The trainers of the venue's courses, each once, by name: the trainer filter's choices. */
export function trainerOptions(courses: readonly Course[], locale: string): { id: number; name: string }[] {
  const trainers = new Map<number, string>();
  for (const course of courses) if (course.trainer) trainers.set(course.trainer.id, course.trainer.display_name);
  return [...trainers].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
