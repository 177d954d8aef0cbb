import type { RoutePreloadTarget } from '@venue/routes';
import { getReservationByUuid, linkReservationKey } from '../../api/reservations';
import { primeCache } from '../../lib/prime-cache';
import { isReservationUuid } from './use-link-reservation';

/**
 * The pay-by-link page's preload (RemoteRoutesModule): the reservation the link pays for, under
 * the key the page reads it by, so its request leaves with the routes module rather than once
 * the page has rendered. An address that is no uuid asks nothing: the page says "not found".
 */
export function preloadPayByLinkPage({ params }: RoutePreloadTarget): Promise<void> {
  const uuid = params.reservationUUID;
  if (!isReservationUuid(uuid)) return Promise.resolve();
  return primeCache(linkReservationKey(uuid), ([, , ref]) => getReservationByUuid(ref)).then(() => undefined);
}
