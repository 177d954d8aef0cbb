import type { RemoteRoutesModule, RoutePreloadTarget } from '@venue/routes';
import { bookingTranslationLoaders } from '../translations/loaders';
import { withStrings } from '../translations/with-strings';
import { PAGE_STRINGS } from './page-strings';
import { lazyPage } from '@venue/ui';

// Every page loads on first use, with the strings it shows (page-strings.ts), so the
// module every booking page downloads holds no page. Each page's chunk is named
// `page-<route keys joined by ~>`: the host preloads a route's chunk beside this module by that name.
// The venue page's first view (the courts tab's slot step) needs only the namespace's strings.
const ReservationVenuePage = lazyPage(
  () => import(/* webpackChunkName: "page-reservationVenue" */ '../pages/reservation-venue-page').then((m) => m.ReservationVenuePage),
  'ReservationVenuePage',
);
const ReservationDetailsPage = lazyPage(
  () =>
    withStrings(
      PAGE_STRINGS.reservationDetails,
      import(/* webpackChunkName: "page-reservationDetails" */ '../features/reservation-details/reservation-details-page'),
    ).then((m) => m.ReservationDetailsPage),
  'ReservationDetailsPage',
);
const MyReservationsPage = lazyPage(
  () =>
    withStrings(
      PAGE_STRINGS.myReservations,
      import(/* webpackChunkName: "page-myReservations" */ '../features/my-reservations/my-reservations-page'),
    ).then((m) => m.MyReservationsPage),
  'MyReservationsPage',
);
const RecurringReservationPage = lazyPage(
  () =>
    withStrings(
      PAGE_STRINGS.myReservationsRecurring,
      import(/* webpackChunkName: "page-myReservationsRecurring" */ '../features/recurring-reservation/recurring-reservation-page'),
    ).then((m) => m.RecurringReservationPage),
  'RecurringReservationPage',
);
const VenueDirectoryPage = lazyPage(
  () =>
    withStrings(PAGE_STRINGS.venues, import(/* webpackChunkName: "page-venues" */ '../features/venue-directory/venue-directory-page')).then(
      (m) => m.VenueDirectoryPage,
    ),
  'VenueDirectoryPage',
);
const PayByLinkPage = lazyPage(
  () =>
    withStrings(
      PAGE_STRINGS.paymentCreate,
      import(/* webpackChunkName: "page-paymentCreate~paymentCreateShort" */ '../features/pay-by-link/pay-by-link-page'),
    ).then((m) => m.PayByLinkPage),
  'PayByLinkPage',
);
const PaymentStatusPage = lazyPage(
  () =>
    withStrings(
      PAGE_STRINGS.paymentStatus,
      import(/* webpackChunkName: "page-paymentStatus~paymentStatusAlias" */ '../features/payment-status/payment-status-page'),
    ).then((m) => m.PaymentStatusPage),
  'PaymentStatusPage',
);
const CarnetsPage = lazyPage(
  () =>
    withStrings(PAGE_STRINGS.carnets, import(/* webpackChunkName: "page-carnets" */ '../pages/venue-carnets-page')).then(
      (m) => m.CarnetsPage,
    ),
  'CarnetsPage',
);
const MyCarnetsPage = lazyPage(
  () =>
    withStrings(PAGE_STRINGS.myCarnets, import(/* webpackChunkName: "page-myCarnets" */ '../features/my-carnets/my-carnets-page')).then(
      (m) => m.MyCarnetsPage,
    ),
  'MyCarnetsPage',
);
const TrainersPage = lazyPage(
  () =>
    withStrings(PAGE_STRINGS.trainers, import(/* webpackChunkName: "page-trainers" */ '../features/trainers/trainers-page')).then(
      (m) => m.TrainersPage,
    ),
  'TrainersPage',
);

// Not built yet (a later issue): its placeholder's frame stays out of the module every booking page downloads.
const MyNotificationsPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-myNotifications" */ '../components/section-placeholder').then((m) =>
      m.placeholderPage('myNotifications'),
    ),
  'MyNotificationsPage',
);

// A page's preload lives in its page's chunk, which the host has already been downloading beside this module.
const preloadVenuePage = (target: RoutePreloadTarget) =>
  import(/* webpackChunkName: "page-reservationVenue" */ '../pages/venue-page-preload').then((m) => m.preloadVenuePage(target));
const preloadPayByLinkPage = (target: RoutePreloadTarget) =>
  import(/* webpackChunkName: "page-paymentCreate~paymentCreateShort" */ '../features/pay-by-link/pay-by-link-preload').then((m) =>
    m.preloadPayByLinkPage(target),
  );

/** What the booking remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'booking',
  translations: bookingTranslationLoaders,
  pages: {
    venues: VenueDirectoryPage,
    reservationVenue: ReservationVenuePage,
    reservationDetails: ReservationDetailsPage,
    trainers: TrainersPage,
    carnets: CarnetsPage,
    myReservations: MyReservationsPage,
    myReservationsRecurring: RecurringReservationPage,
    myCarnets: MyCarnetsPage,
    myNotifications: MyNotificationsPage,
    paymentCreate: PayByLinkPage,
    paymentCreateShort: PayByLinkPage,
    paymentStatus: PaymentStatusPage,
    paymentStatusAlias: PaymentStatusPage,
  },
  preload: {
    reservationVenue: preloadVenuePage,
    paymentCreate: preloadPayByLinkPage,
    paymentCreateShort: preloadPayByLinkPage,
  },
} satisfies RemoteRoutesModule<'booking'>;

export default routesModule;
