import type { RouteIdOf } from '@venue/routes';
import type { BookingPagePart } from '../translations/page-parts';

/**
 * The strings parts each page shows besides the namespace's (translations/page-parts.ts). The
 * routes module fetches them with the page (`withStrings`); webpack.config.ts lists them in the
 * manifest with the page's code, so a visitor opening the page directly gets them from the host's
 * first preload instead of one round trip after the page has run. Types only are imported: the
 * build's config reads this file too.
 */
export const PAGE_STRINGS = {
  venues: ['venueDirectory'],
  reservationDetails: ['carnet', 'payment', 'myReservations', 'reservationDetails'],
  trainers: ['trainers', 'payment'],
  carnets: ['carnet', 'carnets', 'payment'],
  myReservations: ['carnet', 'myReservations'],
  myReservationsRecurring: ['carnet', 'payment', 'myReservations', 'recurringReservation'],
  myCarnets: ['carnet', 'myCarnets'],
  paymentCreate: ['payment', 'payByLink'],
  paymentCreateShort: ['payment', 'payByLink'],
  paymentStatus: ['payment', 'paymentStatus'],
  paymentStatusAlias: ['payment', 'paymentStatus'],
} as const satisfies Partial<Record<RouteIdOf<'booking'>, readonly BookingPagePart[]>>;
