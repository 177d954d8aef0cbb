import { todayIn } from '@venue/i18n';
import { getVenueAvailability, venueAvailabilityKey } from '../../../api/venues';
import { parseFlowState } from './flow-state';

function browserToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * The availability a courts address asks for before its venue is known, or null when it cannot
 * tell: with the sport named (`?sport=`, as a link back from signing in, a shared link or a sport
 * chosen before a reload has), the request asks for all the sport's court types, so the venue's
 * default type is not needed. The day is `?date=`, or today where the browser is: a venue in
 * another zone asks for its own today once known, and this answer only sits in the cache.
 * Without a sport it waits: the venue's only sport is the default.
 */
export function availabilityAheadKey(venueId: number | null, search: URLSearchParams) {
  const { sport, date, hold } = parseFlowState(search);
  if (venueId === null || sport === null) return null;
  return venueAvailabilityKey(venueId, { date: date ?? browserToday(), sportTypeId: sport, hold });
}

/** The fetcher of `venueAvailabilityKey`: the flow and the venue page's preload ask alike. */
export function fetchAvailability([, , venueId, date, sportTypeId, courtType, hold]: ReturnType<typeof venueAvailabilityKey>) {
  return getVenueAvailability(venueId, {
    date,
    sportTypeId: sportTypeId ?? undefined,
    courtType: courtType ?? undefined,
    hold: hold ?? undefined,
  });
}
