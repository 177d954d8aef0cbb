import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuthStore } from '@venue/auth-store';
import type { VenueSummary } from '@venue/api/schemas/venue';
import { listVenues } from '../../api/venues';

export interface MyVenue {
  readonly id: number;
  readonly name: string;
  readonly city: string;
}

export type MyVenuesState =
  { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly venues: readonly MyVenue[] };

// The check-in and door sections sit on one page and both need the names: one request serves both.
let shared: Promise<VenueSummary[]> | null = null;

function loadVenueList(): Promise<VenueSummary[]> {
  if (!shared) {
    const request = listVenues();
    shared = request;
    // A failure must not stick: the retry button asks again.
    request.catch(() => {
      if (shared === request) shared = null;
    });
  }
  return shared;
}

/** The list, asked for once more when it lacks one of `ids` (a venue opened after it was cached). */
async function venuesCovering(ids: readonly number[]): Promise<VenueSummary[]> {
  const all = await loadVenueList();
  if (ids.every((id) => all.some((venue) => venue.id === id))) return all;
  resetMyVenuesCache();
  return loadVenueList();
}

/** Forgets the shared list (tests; a later visit may see new venues). */
export function resetMyVenuesCache(): void {
  shared = null;
}

/**
 * The venues where the signed-in user has an active profile, named from the marketplace list,
 * in the order of the profiles. A user without profiles needs no request.
 */
export function useMyVenues(): { readonly state: MyVenuesState; readonly retry: () => void } {
  const profiles = useAuthStore((s) => s.user?.user_venue_profiles);
  const venueIds = useMemo(() => [...new Set((profiles ?? []).filter((p) => p.is_active).map((p) => p.venue_id))], [profiles]);
  const idsKey = venueIds.join(',');
  const [state, setState] = useState<MyVenuesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (venueIds.length === 0) {
      setState({ status: 'ready', venues: [] });
      return undefined;
    }
    let current = true;
    // A profile added meanwhile keeps the old list on screen until the new one is named.
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    venuesCovering(venueIds).then(
      (all) => {
        if (!current) return;
        const byId = new Map(all.map((venue) => [venue.id, venue]));
        const venues = venueIds.flatMap((id) => {
          const venue = byId.get(id);
          return venue ? [{ id, name: venue.name, city: venue.city }] : [];
        });
        setState({ status: 'ready', venues });
      },
      () => {
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
    // idsKey names venueIds' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
