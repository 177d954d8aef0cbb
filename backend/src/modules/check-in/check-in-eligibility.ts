import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';
import { hasActiveVenueProfile } from '../users/venue-profiles.js';

/**
 * Refuses a check-in code to a user who is no customer of the venue: without a profile there
 * (a first booking creates it), or whose every booking there is cancelled (the profile outlives
 * them, the reason to check in does not). A profile with no bookings at all (one the venue set
 * up, or its owner's) still gets a code.
 */
export async function assertMayCheckIn(db: Db, userId: number, venueId: number): Promise<void> {
  if (!(await hasActiveVenueProfile(db, userId, venueId))) {
    throw new ApiError(403, 'NO_VENUE_PROFILE', 'The user has no profile at this venue; a first booking there creates it');
  }
  const [row] = await db
    .select({ all: count(), active: sql<number>`count(*) filter (where ${reservations.state} = 'active')`.mapWith(Number) })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.venueId, venueId)));
  if (row && row.all > 0 && row.active === 0) {
    throw new ApiError(
      403,
      'NO_VENUE_PROFILE',
      'Every booking of the user at this venue is cancelled; a new booking there brings the code back',
    );
  }
}
