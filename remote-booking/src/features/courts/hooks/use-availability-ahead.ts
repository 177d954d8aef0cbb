import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { todayIn } from '@venue/i18n';
import { getVenueAvailability, venueAvailabilityKey } from '../../../api/venues';
import { parseFlowState } from '../logic/flow-state';

/** The fetcher of `venueAvailabilityKey`: the flow and the request started ahead ask the same. */
export function fetchAvailability([, , venueId, date, sportTypeId, courtType]: ReturnType<typeof venueAvailabilityKey>) {
  return getVenueAvailability(venueId, { date, sportTypeId: sportTypeId ?? undefined, courtType: courtType ?? undefined });
}

function browserToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * Starts the courts tab's availability request beside the venue's when the address alone names
 * it (`?sport=&type=`, as a link back from signing in or a shared link has), instead of a round
 * trip later. The day is `?date=`, or today where the browser is: a venue in another zone asks for
 * its own today once known, and this answer only sits in the cache. Without sport and court type
 * it waits: the defaults (the only sport, the sport's first court type) come from the venue.
 */
export function useAvailabilityAhead(venueId: number | null): void {
  const [params] = useSearchParams();
  // The first address only: later choices are made with the venue known, and the flow asks itself.
  const [key] = useState(() => {
    const { sport, courtType, date } = parseFlowState(params);
    if (venueId === null || sport === null || courtType === null) return null;
    return venueAvailabilityKey(venueId, { date: date ?? browserToday(), sportTypeId: sport, courtType });
  });
  // The flow's own reader revalidates; this one only starts the request early.
  useSWR(key, fetchAvailability, { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false });
}
