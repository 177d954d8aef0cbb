// What the list and the details say about a course, worked out once: the difficulty's word, the
// places, and the sessions a new enrolment can still attend.
import type { Course } from '@venue/api/schemas/course';

/** Spec §9: difficulty 1 to 5, beginner to pro; keys under `booking:courses.difficulty`. */
export const DIFFICULTY_KEYS = ['beginner', 'elementary', 'intermediate', 'advanced', 'pro'] as const;

export function difficultyKey(difficulty: number): (typeof DIFFICULTY_KEYS)[number] {
  return DIFFICULTY_KEYS[Math.min(5, Math.max(1, Math.round(difficulty))) - 1] ?? 'beginner';
}

export type Places =
  { readonly kind: 'unlimited' } | { readonly kind: 'full' } | { readonly kind: 'free'; readonly free: number; readonly total: number };

export function placesOf(course: Pick<Course, 'max_participants' | 'free_places'>): Places {
  if (course.max_participants === null || course.free_places === null) return { kind: 'unlimited' };
  if (course.free_places <= 0) return { kind: 'full' };
  return { kind: 'free', free: course.free_places, total: course.max_participants };
}

/** Whether "enrol" is offered: enrolment open, a place free and a session still ahead. */
export function canEnrol(course: Course): boolean {
  return course.enrollment_open && placesOf(course).kind !== 'full' && course.sessions_left > 0;
}

/** Venue days of the sessions not started yet: what can be attended or skipped. */
export function sessionDaysAhead(course: Pick<Course, 'sessions'>): string[] {
  return course.sessions.filter((session) => !session.past).map((session) => session.date);
}
