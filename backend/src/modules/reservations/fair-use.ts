import { and, eq, gt, sql } from 'drizzle-orm';
import type { BookingLimit } from '@venue/api';
import type { Tx } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';
import type { Venue } from '../../db/schema/venues.js';
import { ApiError } from '../../lib/api-error.js';

/**
 * Namespace of the per-player transaction-level advisory lock (the second key is the user id).
 * Booking takes it before the court lock, always in that order, so two bookings of one player
 * count each other's rows and no deadlock cycle can form with the court locks.
 */
export const PLAYER_LOCK_NAMESPACE = 7_412_101;

export async function lockPlayer(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAYER_LOCK_NAMESPACE}, ${userId})`);
}

const MESSAGES: Record<BookingLimit, (max: number) => string> = {
  active_reservations: (max) => `At most ${max} active reservations per player at this venue`,
  unpaid_on_site: (max) => `At most ${max} unpaid on-site reservations per player at this venue`,
  series_occurrences: (max) => `A recurring series at this venue covers at most ${max} weeks`,
};

/** 422 that names the limit and its value, so the page can state it. */
export function bookingLimitReached(limit: BookingLimit, max: number): ApiError {
  return new ApiError(422, 'BOOKING_LIMIT_REACHED', MESSAGES[limit](max), { limit, max });
}

/**
 * Refuses when `adding` more reservations would take the player past the venue's limits. Counts
 * the player's active reservations at the venue that are not over yet; call under `lockPlayer`,
 * so concurrent bookings of the player see each other.
 */
export async function checkHoldings(
  tx: Tx,
  venue: Venue,
  userId: number,
  adding: { count: number; unpaidOnSite: boolean },
  now: Date,
): Promise<void> {
  const [held] = await tx
    .select({
      active: sql<number>`count(*)`.mapWith(Number),
      unpaidOnSite:
        sql<number>`count(*) filter (where ${reservations.paymentMethod} = 'on_site' and ${reservations.paymentStatus} = 'unpaid')`.mapWith(
          Number,
        ),
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.venueId, venue.id),
        sql`${reservations.state} = 'active'`,
        gt(reservations.endTime, now),
      ),
    );
  const active = held?.active ?? 0;
  const unpaidOnSite = held?.unpaidOnSite ?? 0;
  if (active + adding.count > venue.maxActiveReservations) throw bookingLimitReached('active_reservations', venue.maxActiveReservations);
  if (adding.unpaidOnSite && unpaidOnSite + adding.count > venue.maxUnpaidOnSiteReservations) {
    throw bookingLimitReached('unpaid_on_site', venue.maxUnpaidOnSiteReservations);
  }
}
