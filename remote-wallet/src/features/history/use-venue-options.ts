import useSWR from 'swr';
import type { WalletTransaction } from '@venue/api/schemas/wallet';
import { useAuthStore } from '@venue/auth-store';
import { listVenues, venuesKey } from '../../api/venues';

export interface VenueOption {
  readonly id: number;
  readonly name: string;
}

/**
 * The venues the history can be narrowed to: where the user has booked (a venue profile is made
 * on the first booking there, so it outlives cancellations), plus any venue the entries shown
 * name, plus the one chosen in the URL. Names come from the entries, else from the marketplace
 * list, asked for only when an entry does not name a venue. A venue no source names is left out.
 */
export function useVenueOptions(
  entries: readonly Pick<WalletTransaction, 'venue_id' | 'venue_name'>[],
  selected: number | null,
): readonly VenueOption[] {
  const profiles = useAuthStore((state) => state.user?.user_venue_profiles);
  const names = new Map<number, string>();
  for (const entry of entries) {
    if (entry.venue_id !== null && entry.venue_name !== null) names.set(entry.venue_id, entry.venue_name);
  }
  const ids = new Set([...(profiles ?? []).map((profile) => profile.venue_id), ...names.keys()]);
  if (selected !== null) ids.add(selected);
  const unnamed = [...ids].some((id) => !names.has(id));
  const venues = useSWR(unnamed ? venuesKey() : null, () => listVenues());
  for (const venue of venues.data ?? []) {
    if (ids.has(venue.id) && !names.has(venue.id)) names.set(venue.id, venue.name);
  }
  return [...ids]
    .flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
