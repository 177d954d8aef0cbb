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
 * Starts the courts tab's availability request beside the venue's when the address names the
 * sport (`?sport=`, as a link back from signing in, a shared link or a sport chosen before a reload
 * has), instead of one round trip after it; the request asks for all the sport's court types, so
 * the venue's default type is not needed. The day is `?date=`, or today where the browser is: a
 * venue in another zone asks for its own today once known, and this answer only sits in the cache.
 * Without a sport it waits: the venue's only sport is the default.
 */
export function useAvailabilityAhead(venueId: number | null): void {
  const [params] = useSearchParams();
  // The first address only: later choices are made with the venue known, and the flow asks itself.
  const [key] = useState(() => {
    const { sport, date } = parseFlowState(params);
    if (venueId === null || sport === null) return null;
    return venueAvailabilityKey(venueId, { date: date ?? browserToday(), sportTypeId: sport });
  });
  // The flow's own reader revalidates; this one only starts the request early.
  useSWR(key, fetchAvailability, { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false });
}
