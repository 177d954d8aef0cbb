import { sql } from 'drizzle-orm';
import type { Reservation } from '@venue/api';
import { courseEnrollments, courses, reservations } from '../../db/schema/index.js';

/*
 * What a reservation's view shows of a course session (issue 27), as a column the reservations
 * module adds to its select (a scalar subquery, as for classes): the enrolment, its course, the
 * child, and the enrolment's payment deadline while it waits for its money.
 */
export const courseColumns = {
  courseJson: sql<string | null>`(select json_build_object('enrollment_id', e.id, 'course_id', c.id, 'name', c.name,
      'colour', c.colour, 'child_id', e.child_id, 'first_name', e.child_first_name, 'last_name', e.child_last_name,
      'state', e.state, 'pay_until', e.pay_until)::text
    from ${courseEnrollments} e join ${courses} c on c.id = e.course_id
    where e.id = ${reservations.courseEnrollmentId})`,
};

export type CourseColumns = { courseJson?: string | null };

type CourseJson = {
  enrollment_id: number;
  course_id: number;
  name: string;
  colour: string;
  child_id: number | null;
  first_name: string;
  last_name: string;
  state: string;
  pay_until: string;
};

/**
 * `course` of a reservation's view, and the enrolment's own deadline (null unless it still waits
 * to be paid); `undefined` deadline for a row that is no course session.
 */
export function courseOf(row: CourseColumns): { course: Reservation['course']; payUntil: string | null | undefined } {
  if (!row.courseJson) return { course: null, payUntil: undefined };
  const found = JSON.parse(row.courseJson) as CourseJson;
  return {
    course: {
      enrollment_id: found.enrollment_id,
      course_id: found.course_id,
      name: found.name,
      colour: found.colour,
      child: { id: found.child_id, first_name: found.first_name, last_name: found.last_name },
    },
    payUntil: found.state === 'awaiting_payment' ? new Date(found.pay_until).toISOString() : null,
  };
}
