// A parent's course enrolments (users base), read by each child's card. Imported only by the
// children's lazily loaded course list: the course schemas stay off the account page's first visit.
import { usersApi } from '@venue/api';
import { CourseEnrollmentListSchema, CourseEnrollmentSchema, type CourseEnrollment } from '@venue/api/schemas/course';
import { paths } from '@venue/routes';

/**
 * The cache key of the parent's enrolments: one list for every child's card (each keeps its own
 * child's, by `child.id`), so a page with three children makes one request.
 */
export const courseEnrollmentsKey = () => ['account', 'course-enrollments'] as const;

/** `GET /course_enrollment`: the signed-in parent's enrolments, newest first. */
export function listCourseEnrollments(signal?: AbortSignal): Promise<CourseEnrollment[]> {
  return usersApi.get('/course_enrollment', { schema: CourseEnrollmentListSchema, signal });
}

/**
 * `DELETE /course_enrollment/{id}`: cancels under the venue's rule (the enrolment's `cancellation`
 * says what comes back); answers the cancelled enrolment. 422 `NOT_CANCELLABLE` once every session
 * has started, or when it has lapsed or was cancelled already.
 */
export function cancelCourseEnrollment(enrollmentId: number, signal?: AbortSignal): Promise<CourseEnrollment> {
  return usersApi.delete(`/course_enrollment/${enrollmentId}`, { schema: CourseEnrollmentSchema, signal });
}

/**
 * A course's page in the booking remote: its venue's Courses tab with the course open, where an
 * unpaid enrolment is paid (remote-booking's `courseDetailsPath`, the URL it documents).
 */
export function coursePagePath(venueId: number, courseId: number): string {
  return `${paths.reservationVenue(venueId, 'courses')}?course=${courseId}`;
}
