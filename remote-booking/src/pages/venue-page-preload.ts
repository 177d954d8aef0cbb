import { mutate, preload } from 'swr';
import type { RoutePreloadTarget } from '@venue/routes';
import { getVenue, venueKey } from '../api/venues';
import { availabilityAheadKey, fetchAvailability } from '../features/courts/logic/availability-ahead';
import { parseVenueId } from './venue-tab-layout';

/**
 * Sends `fetcher(key)` before the page asks: its first `useSWR(key)` takes this request instead
 * of sending its own (`preload`), and the answer goes into the cache, so a page rendered after it
 * has arrived shows it in its first render rather than a skeleton first. A failure is left to the
 * page, which asks again.
 */
function prime<K extends readonly unknown[], T>(key: K, fetcher: (key: K) => Promise<T>): Promise<unknown> {
  return preload(key, fetcher).then(
    (data) => mutate(key, data, { revalidate: false }),
    () => undefined,
  );
}

/**
 * The venue page's preload (RemoteRoutesModule): the venue every tab shows and, on the courts
 * tab, the availability its address names, under the keys the page reads them by.
 */
export function preloadVenuePage({ params, search }: RoutePreloadTarget): Promise<void> {
  const venueId = parseVenueId(params.venueId ?? '');
  const availability = params['*'] === 'courts' ? availabilityAheadKey(venueId, search) : null;
  return Promise.all([
    venueId !== null && prime(venueKey(venueId), ([, , id]) => getVenue(id)),
    availability && prime(availability, fetchAvailability),
  ]).then(() => undefined);
}
