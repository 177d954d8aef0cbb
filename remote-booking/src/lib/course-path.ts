import { paths } from '@venue/routes';

/**
 * A course's own page: the venue's Courses tab with the course open, where the parent's
 * enrolments in it are shown and an unpaid one is paid (My reservations, the payment status page
 * and the enrolment's checkout all lead there).
 */
export function courseDetailsPath(venueId: number, courseId: number): string {
  return `${paths.reservationVenue(venueId, 'courses')}?course=${courseId}`;
}

/**
 * Where a parent cancels a course enrolment: the children section of the account, whose child
 * cards list each enrolment with its cancel (the venue's rule, the refund). A course session has
 * no cancel of its own (decision 019): My reservations and the session's details lead there.
 */
export const CHILD_CARDS_LINK = { pathname: paths.yourAccount(), hash: '#children' } as const;
