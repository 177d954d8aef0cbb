import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TrainerVenueProfile } from '@venue/api/schemas/user';
import { useAuthStore } from '@venue/auth-store';
import { chooseProfile, VENUE_PARAM } from './trainer-venue';

const NO_PROFILES: readonly TrainerVenueProfile[] = [];

export interface TrainerVenue {
  /** Every venue the user trains at (from `GET /auth/me`). */
  readonly profiles: readonly TrainerVenueProfile[];
  /** The one shown; null for a user who trains nowhere. */
  readonly profile: TrainerVenueProfile | null;
  /** Shows another venue, keeping the rest of the address (filters, view, week). */
  readonly selectVenue: (venueId: number) => void;
}

/** The trainer's venue the page shows, kept in `?venue=` so a reload or a shared link keeps it. */
export function useTrainerVenue(): TrainerVenue {
  const profiles = useAuthStore((state) => state.user?.trainer_venue_profiles) ?? NO_PROFILES;
  const [params, setParams] = useSearchParams();
  const profile = chooseProfile(profiles, params.get(VENUE_PARAM));
  const selectVenue = useCallback(
    (venueId: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VENUE_PARAM, String(venueId));
          next.delete('entry');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { profiles, profile, selectVenue };
}
