import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useAuthStore } from '@venue/auth-store';
import { listVenues, venuesKey, type AccountVenue } from '../api/venues';

export interface MyVenue {
  readonly id: number;
  readonly name: string;
  readonly city: string;
}

export type MyVenuesState =
  { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly venues: readonly MyVenue[] };

function covers(all: readonly AccountVenue[], ids: readonly number[]): boolean {
  return ids.every((id) => all.some((venue) => venue.id === id));
}

/**
 * The venues where the signed-in user has an active profile, named from the marketplace list,
 * in the order of the profiles. The list is the page's cached one (the check-in and door
 * sections and the venues section share one request); a list lacking one of the user's venues
 * (opened after it was cached) is asked for once more. A user without profiles needs no request.
 */
export function useMyVenues(): { readonly state: MyVenuesState; readonly retry: () => void } {
  const profiles = useAuthStore((s) => s.user?.user_venue_profiles);
  const venueIds = useMemo(() => [...new Set((profiles ?? []).filter((p) => p.is_active).map((p) => p.venue_id))], [profiles]);
  const idsKey = venueIds.join(',');
  const { data, error, isValidating, mutate } = useSWR<readonly AccountVenue[]>(venueIds.length > 0 ? venuesKey() : null, () =>
    listVenues(),
  );
  // The ids for which the list was asked for again: once is enough, a venue may be gone for good.
  const [refreshedFor, setRefreshedFor] = useState<string | null>(null);
  const covered = data !== undefined && covers(data, venueIds);
  const mustRefresh = data !== undefined && !covered && refreshedFor !== idsKey;

  useEffect(() => {
    if (!mustRefresh) return;
    const done = () => setRefreshedFor(idsKey);
    void mutate().then(done, done);
  }, [mustRefresh, idsKey, mutate]);

  const state = useMemo((): MyVenuesState => {
    if (venueIds.length === 0) return { status: 'ready', venues: [] };
    // A retry shows the spinner again, as the first load did.
    if (data === undefined) return error !== undefined && !isValidating ? { status: 'error' } : { status: 'loading' };
    const byId = new Map(data.map((venue) => [venue.id, venue]));
    const named = venueIds.flatMap((id) => {
      const venue = byId.get(id);
      return venue ? [{ id, name: venue.name, city: venue.city }] : [];
    });
    // While the list is asked for again, the venues already named stay on screen (with a code
    // shown for one of them), the new one joins when named.
    if (mustRefresh && named.length === 0) return { status: 'loading' };
    return { status: 'ready', venues: named };
  }, [venueIds, data, error, isValidating, mustRefresh]);

  const retry = useCallback(() => void mutate(), [mutate]);
  return { state, retry };
}
