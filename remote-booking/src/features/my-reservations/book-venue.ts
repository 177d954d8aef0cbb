import type { Reservation } from '@venue/api/schemas/reservation';
import type { UserVenueProfile } from '@venue/api/schemas/user';

/** Only when nothing tells which venue the user plays at. */
const FALLBACK_VENUE_ID = 1;

/**
 * Where "Book a court" leads: the venue of the user's most recently made reservation, else a
 * venue they have a profile at (an active one first), else the first venue.
 */
export function bookingVenueId(reservations: readonly Reservation[], profiles: readonly UserVenueProfile[]): number {
  const latest = reservations.reduce<Reservation | null>(
    (best, item) => (best === null || Date.parse(item.created_at) > Date.parse(best.created_at) ? item : best),
    null,
  );
  if (latest) return latest.venue_id;
  const profile = profiles.find((item) => item.is_active) ?? profiles[0];
  return profile?.venue_id ?? FALLBACK_VENUE_ID;
}
