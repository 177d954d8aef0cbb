import type { RoutePreloadTarget } from '@venue/routes';
import { getVenue, venueKey } from '../api/venues';
import { availabilityAheadKey, fetchAvailability } from '../features/courts/logic/availability-ahead';
import { primeCache } from '../lib/prime-cache';
import { parseVenueId } from './venue-tab-layout';

/**
 * The venue page's preload (RemoteRoutesModule): the venue every tab shows and, on the courts
 * tab, the availability its address names, under the keys the page reads them by.
 */
export function preloadVenuePage({ params, search }: RoutePreloadTarget): Promise<void> {
  const venueId = parseVenueId(params.venueId ?? '');
  const availability = params['*'] === 'courts' ? availabilityAheadKey(venueId, search) : null;
  return Promise.all([
    venueId !== null && primeCache(venueKey(venueId), ([, , id]) => getVenue(id)),
    availability && primeCache(availability, fetchAvailability),
  ]).then(() => undefined);
}
