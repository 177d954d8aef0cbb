// A venue's courses (public base) and a parent's enrolments in them (users base).
import { publicApi, usersApi } from '@venue/api';
import {
  CourseEnrollmentListSchema,
  CourseEnrollmentResponseSchema,
  CourseListSchema,
  CoursePriceSchema,
  type Course,
  type CourseEnrollment,
  type CourseEnrollmentPayRequest,
  type CourseEnrollmentRequest,
  type CourseEnrollmentResponse,
  type CoursePrice,
  type CourseQuoteRequest,
} from '@venue/api/schemas/course';

/** Every course read starts with this, so an enrolment refreshes the free places everywhere. */
const COURSES = ['booking', 'courses'] as const;

export const venueCoursesKey = (venueId: number) => [...COURSES, 'venue', venueId] as const;
// The request itself is the key: another child or another skipped date is a new quote.
export const courseQuoteKey = (input: CourseQuoteRequest) => [...COURSES, 'quote', input] as const;
export const myEnrollmentsKey = () => [...COURSES, 'mine'] as const;

export function isCoursesKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === COURSES[0] && key[1] === COURSES[1];
}

/**
 * Every course of the venue still running. The list is filtered in the browser (a venue runs a
 * handful of courses): the filter choices come from the whole list and change without a request.
 */
export function listVenueCourses(venueId: number, signal?: AbortSignal): Promise<Course[]> {
  return publicApi.get(`/venue/course/${venueId}`, { schema: CourseListSchema, signal });
}

/** The price an enrolment would be charged now, line by line; nothing is written. */
export function quoteCourse(input: CourseQuoteRequest, signal?: AbortSignal): Promise<CoursePrice> {
  return usersApi.post(`/course_enrollment/${input.course_id}/quote`, { body: input, schema: CoursePriceSchema, signal });
}

/** Enrols a child; without payment fields the enrolment waits unpaid (holding its place) until `pay_until`. */
export function enrolInCourse(input: CourseEnrollmentRequest, signal?: AbortSignal): Promise<CourseEnrollmentResponse> {
  return usersApi.post(`/course_enrollment/${input.course_id}`, { body: input, schema: CourseEnrollmentResponseSchema, signal });
}

/** Pays an unpaid enrolment before its `pay_until` (again after a failed attempt). */
export function payCourseEnrollment(
  enrollmentId: number,
  input: CourseEnrollmentPayRequest,
  signal?: AbortSignal,
): Promise<CourseEnrollmentResponse> {
  return usersApi.post(`/course_enrollment/pay/${enrollmentId}`, { body: input, schema: CourseEnrollmentResponseSchema, signal });
}

/** The signed-in parent's enrolments, newest first. */
export function listMyEnrollments(signal?: AbortSignal): Promise<CourseEnrollment[]> {
  return usersApi.get('/course_enrollment', { schema: CourseEnrollmentListSchema, signal });
}
