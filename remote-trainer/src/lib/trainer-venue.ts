import type { TrainerVenueProfile } from '@venue/api/schemas/user';

/** The search parameter naming the venue a trainer at several venues is looking at. */
export const VENUE_PARAM = 'venue';

/**
 * The profile the trainer area shows: the one at the venue the URL names, else the first accepted
 * one (what a trainer can act on), else the first. Null for a user who trains nowhere.
 */
export function chooseProfile(profiles: readonly TrainerVenueProfile[], venueParam: string | null): TrainerVenueProfile | null {
  const venueId = Number(venueParam);
  const named = venueParam ? profiles.find((profile) => profile.venue_id === venueId) : undefined;
  return named ?? profiles.find((profile) => profile.status === 'accepted') ?? profiles[0] ?? null;
}
