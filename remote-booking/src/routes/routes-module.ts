import type { RemoteRoutesModule } from '@venue/routes';
import { placeholderPage } from '../components/section-placeholder';
import { ReservationVenuePage } from '../features/reservation-venue/components/reservation-venue-page';
import { bookingTranslations } from '../translations/booking-translations';

/** What the booking remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'booking',
  translations: bookingTranslations,
  pages: {
    reservationVenue: ReservationVenuePage,
    reservationDetails: placeholderPage('reservationDetails'),
    trainers: placeholderPage('trainers'),
    carnets: placeholderPage('carnets'),
    myReservations: placeholderPage('myReservations'),
    myReservationsRecurring: placeholderPage('myReservationsRecurring'),
    myCarnets: placeholderPage('myCarnets'),
    myNotifications: placeholderPage('myNotifications'),
    paymentCreate: placeholderPage('paymentCreate'),
    paymentCreateShort: placeholderPage('paymentCreateShort'),
    paymentStatus: placeholderPage('paymentStatus'),
    paymentStatusAlias: placeholderPage('paymentStatusAlias'),
  },
} satisfies RemoteRoutesModule<'booking'>;

export default routesModule;
