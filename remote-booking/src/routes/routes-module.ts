import type { RemoteRoutesModule } from '@venue/routes';
import { placeholderPage } from '../components/section-placeholder';
import { ReservationVenuePage } from '../pages/reservation-venue-page';
import { bookingTranslationLoaders } from '../translations/loaders';
import { withStrings } from '../translations/with-strings';
import { lazyPage } from '@venue/ui';

// The venue page (a visitor's usual way in) ships with the module; the rest load on first use,
// with the carnet strings where a page may name a carnet (translations/page-parts.ts).
const ReservationDetailsPage = lazyPage(
  () => withStrings('carnet', import('../features/reservation-details/reservation-details-page')).then((m) => m.ReservationDetailsPage),
  'ReservationDetailsPage',
);
const MyReservationsPage = lazyPage(
  () => withStrings('carnet', import('../features/my-reservations/my-reservations-page')).then((m) => m.MyReservationsPage),
  'MyReservationsPage',
);
const RecurringReservationPage = lazyPage(
  () =>
    withStrings('carnet', import('../features/recurring-reservation/recurring-reservation-page')).then((m) => m.RecurringReservationPage),
  'RecurringReservationPage',
);
const VenueDirectoryPage = lazyPage(
  () => import('../features/venue-directory/venue-directory-page').then((m) => m.VenueDirectoryPage),
  'VenueDirectoryPage',
);
const PayByLinkPage = lazyPage(() => import('../features/pay-by-link/pay-by-link-page').then((m) => m.PayByLinkPage), 'PayByLinkPage');
const PaymentStatusPage = lazyPage(
  () => import('../features/payment-status/payment-status-page').then((m) => m.PaymentStatusPage),
  'PaymentStatusPage',
);
const CarnetsPage = lazyPage(
  () => withStrings(['carnet', 'carnets'], import('../pages/venue-carnets-page')).then((m) => m.CarnetsPage),
  'CarnetsPage',
);
const MyCarnetsPage = lazyPage(
  () => withStrings(['carnet', 'myCarnets'], import('../features/my-carnets/my-carnets-page')).then((m) => m.MyCarnetsPage),
  'MyCarnetsPage',
);

// A venue's trainers bring their strings with them, as on the venue's Trainers tab.
const TrainersPage = lazyPage(
  () => withStrings('trainers', import('../features/trainers/trainers-page')).then((m) => m.TrainersPage),
  'TrainersPage',
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
    myNotifications: placeholderPage('myNotifications'),
    paymentCreate: PayByLinkPage,
    paymentCreateShort: PayByLinkPage,
    paymentStatus: PaymentStatusPage,
    paymentStatusAlias: PaymentStatusPage,
  },
} satisfies RemoteRoutesModule<'booking'>;

export default routesModule;
