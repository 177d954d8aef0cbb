import { paths } from '@venue/routes';

/**
 * A course's own page: the venue's Courses tab with the course open, where the parent's
 * enrolments in it are shown and an unpaid one is paid (My reservations, the payment status page
 * and the enrolment's checkout all lead there).
 */
export function courseDetailsPath(venueId: number, courseId: number): string {
  return `${paths.reservationVenue(venueId, 'courses')}?course=${courseId}`;
}
