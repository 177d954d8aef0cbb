import type { RemoteRoutesModule } from '@venue/routes';
import { placeholderPage } from '../components/section-placeholder';
import { MyReservationsPage } from '../features/my-reservations/my-reservations-page';
import { PayByLinkPage } from '../features/pay-by-link/pay-by-link-page';
import { PaymentStatusPage } from '../features/payment-status/payment-status-page';
import { RecurringReservationPage } from '../features/recurring-reservation/recurring-reservation-page';
import { ReservationDetailsPage } from '../features/reservation-details/reservation-details-page';
import { ReservationVenuePage } from '../features/reservation-venue/components/reservation-venue-page';
import { bookingTranslations } from '../translations/booking-translations';

/** What the booking remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'booking',
  translations: bookingTranslations,
  pages: {
    reservationVenue: ReservationVenuePage,
    reservationDetails: ReservationDetailsPage,
    trainers: placeholderPage('trainers'),
    carnets: placeholderPage('carnets'),
    myReservations: MyReservationsPage,
    myReservationsRecurring: RecurringReservationPage,
    myCarnets: placeholderPage('myCarnets'),
    myNotifications: placeholderPage('myNotifications'),
    paymentCreate: PayByLinkPage,
    paymentCreateShort: PayByLinkPage,
    paymentStatus: PaymentStatusPage,
    paymentStatusAlias: PaymentStatusPage,
  },
} satisfies RemoteRoutesModule<'booking'>;

export default routesModule;
