import type { RemoteRoutesModule } from '@venue/routes';
import { bookingTranslationLoaders } from '../translations/loaders';
import { definePage, definePreload } from '../translations/with-strings';

// Every page loads on first use, with the strings parts it shows, so the module every booking page
// downloads holds no page. The build names each page's chunk `page-<route keys joined by ~>`
// (definePage): the host preloads a route's chunk, and the parts listed here, beside this module.
/** What the booking remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'booking',
  translations: bookingTranslationLoaders,
  pages: {
    ...definePage({
      routeKey: 'venues',
      parts: ['venueDirectory'],
      load: () => import('../features/venue-directory/venue-directory-page').then((m) => m.VenueDirectoryPage),
    }),
    // The venue page's first view (the courts tab's slot step) needs only the namespace's strings.
    ...definePage({
      routeKey: 'reservationVenue',
      load: () => import('../pages/reservation-venue-page').then((m) => m.ReservationVenuePage),
    }),
    ...definePage({
      routeKey: 'reservationDetails',
      parts: ['carnet', 'payment', 'myReservations', 'reservationDetails'],
      load: () => import('../features/reservation-details/reservation-details-page').then((m) => m.ReservationDetailsPage),
    }),
    ...definePage({
      routeKey: 'trainers',
      parts: ['trainers', 'payment'],
      load: () => import('../features/trainers/trainers-page').then((m) => m.TrainersPage),
    }),
    ...definePage({
      routeKey: 'carnets',
      parts: ['carnet', 'carnets', 'payment'],
      load: () => import('../pages/venue-carnets-page').then((m) => m.CarnetsPage),
    }),
    ...definePage({
      routeKey: 'myReservations',
      parts: ['carnet', 'myReservations'],
      load: () => import('../features/my-reservations/my-reservations-page').then((m) => m.MyReservationsPage),
    }),
    ...definePage({
      routeKey: 'myReservationsRecurring',
      parts: ['carnet', 'payment', 'myReservations', 'recurringReservation'],
      load: () => import('../features/recurring-reservation/recurring-reservation-page').then((m) => m.RecurringReservationPage),
    }),
    ...definePage({
      routeKey: 'myCarnets',
      parts: ['carnet', 'myCarnets'],
      load: () => import('../features/my-carnets/my-carnets-page').then((m) => m.MyCarnetsPage),
    }),
    ...definePage({
      routeKey: 'myNotifications',
      parts: ['myNotifications'],
      load: () => import('../features/my-notifications/my-notifications-page').then((m) => m.MyNotificationsPage),
    }),
    ...definePage({
      routeKey: ['paymentCreate', 'paymentCreateShort'],
      parts: ['payment', 'payByLink'],
      load: () => import('../features/pay-by-link/pay-by-link-page').then((m) => m.PayByLinkPage),
    }),
    ...definePage({
      routeKey: ['paymentStatus', 'paymentStatusAlias'],
      parts: ['payment', 'paymentStatus'],
      load: () => import('../features/payment-status/payment-status-page').then((m) => m.PaymentStatusPage),
    }),
  },
  // A page's preload lives in its page's chunk, which the host has already been downloading beside this module.
  preload: {
    ...definePreload({
      routeKey: 'reservationVenue',
      load: (target) => import('../pages/venue-page-preload').then((m) => m.preloadVenuePage(target)),
    }),
    ...definePreload({
      routeKey: ['paymentCreate', 'paymentCreateShort'],
      load: (target) => import('../features/pay-by-link/pay-by-link-preload').then((m) => m.preloadPayByLinkPage(target)),
    }),
  },
} satisfies RemoteRoutesModule<'booking'>;

export default routesModule;
