import type { RoutePreloadTarget } from '@venue/routes';
import { getPaymentMethods, paymentMethodsKey } from '../../api/payments';
import { getReservationByUuid, linkReservationKey } from '../../api/reservations';
import { primeCache } from '../../lib/prime-cache';
import { blockedOf } from './link-payability';
import { isReservationUuid } from './use-link-reservation';

/**
 * The pay-by-link page's preload (RemoteRoutesModule): the reservation the link pays for, under
 * the key the page reads it by, so its request leaves with the routes module rather than once
 * the page has rendered; then, when the page will offer the form, the methods its venue takes,
 * which the form would otherwise ask for only once it has rendered (a preflighted POST: two
 * round trips after the first view). An address that is no uuid asks nothing: the page says
 * "not found".
 */
export function preloadPayByLinkPage({ params }: RoutePreloadTarget): Promise<void> {
  const uuid = params.reservationUUID;
  if (!isReservationUuid(uuid)) return Promise.resolve();
  return primeCache(linkReservationKey(uuid), ([, , ref]) => getReservationByUuid(ref)).then(async (reservation) => {
    if (!reservation || blockedOf(reservation, Date.now()) !== null) return;
    await primeCache(paymentMethodsKey(reservation.venue_id), ([, , venueId]) => getPaymentMethods(venueId));
  });
}
