import type { Translations } from '@venue/routes';
import carnetEn from '../components/carnets/translations/en';
import carnetPl from '../components/carnets/translations/pl';
import carnetUk from '../components/carnets/translations/uk';
import carnetsEn from '../features/carnets/translations/en';
import carnetsPl from '../features/carnets/translations/pl';
import carnetsUk from '../features/carnets/translations/uk';
import classesEn from '../features/classes/translations/en';
import classesPl from '../features/classes/translations/pl';
import classesUk from '../features/classes/translations/uk';
import myCarnetsEn from '../features/my-carnets/translations/en';
import myCarnetsPl from '../features/my-carnets/translations/pl';
import myCarnetsUk from '../features/my-carnets/translations/uk';
import trainersEn from '../features/trainers/translations/en';
import trainersPl from '../features/trainers/translations/pl';
import trainersUk from '../features/trainers/translations/uk';
import paymentEn from '../components/payment/translations/en';
import paymentPl from '../components/payment/translations/pl';
import paymentUk from '../components/payment/translations/uk';
import myReservationsEn from '../features/my-reservations/translations/en';
import myReservationsPl from '../features/my-reservations/translations/pl';
import myReservationsUk from '../features/my-reservations/translations/uk';
import recurringReservationEn from '../features/recurring-reservation/translations/en';
import recurringReservationPl from '../features/recurring-reservation/translations/pl';
import recurringReservationUk from '../features/recurring-reservation/translations/uk';
import reservationDetailsEn from '../features/reservation-details/translations/en';
import reservationDetailsPl from '../features/reservation-details/translations/pl';
import reservationDetailsUk from '../features/reservation-details/translations/uk';
import paymentStatusEn from '../features/payment-status/translations/en';
import paymentStatusPl from '../features/payment-status/translations/pl';
import paymentStatusUk from '../features/payment-status/translations/uk';
import payByLinkEn from '../features/pay-by-link/translations/en';
import payByLinkPl from '../features/pay-by-link/translations/pl';
import payByLinkUk from '../features/pay-by-link/translations/uk';
import venueDirectoryEn from '../features/venue-directory/translations/en';
import venueDirectoryPl from '../features/venue-directory/translations/pl';
import venueDirectoryUk from '../features/venue-directory/translations/uk';
import courtsBookingEn from '../features/courts/translations/booking-en';
import courtsBookingPl from '../features/courts/translations/booking-pl';
import courtsBookingUk from '../features/courts/translations/booking-uk';
import en from './en';
import pl from './pl';
import uk from './uk';

/**
 * The booking remote's namespace (`booking`) in all three languages, with the strings of the
 * pages and steps that load theirs on first use (translations/page-parts.ts), for tests, the missing-key checks and tools. The routes module
 * must never import it: a page downloads one language at a time through `bookingTranslationLoaders`.
 */
export const bookingTranslations = {
  pl: {
    ...pl,
    carnet: carnetPl,
    carnets: carnetsPl,
    myCarnets: myCarnetsPl,
    classes: classesPl,
    trainers: trainersPl,
    courtsBooking: courtsBookingPl,
    payment: paymentPl,
    myReservations: myReservationsPl,
    recurringReservation: recurringReservationPl,
    reservationDetails: reservationDetailsPl,
    paymentStatus: paymentStatusPl,
    payByLink: payByLinkPl,
    venueDirectory: venueDirectoryPl,
  },
  en: {
    ...en,
    carnet: carnetEn,
    carnets: carnetsEn,
    myCarnets: myCarnetsEn,
    classes: classesEn,
    trainers: trainersEn,
    courtsBooking: courtsBookingEn,
    payment: paymentEn,
    myReservations: myReservationsEn,
    recurringReservation: recurringReservationEn,
    reservationDetails: reservationDetailsEn,
    paymentStatus: paymentStatusEn,
    payByLink: payByLinkEn,
    venueDirectory: venueDirectoryEn,
  },
  uk: {
    ...uk,
    carnet: carnetUk,
    carnets: carnetsUk,
    myCarnets: myCarnetsUk,
    classes: classesUk,
    trainers: trainersUk,
    courtsBooking: courtsBookingUk,
    payment: paymentUk,
    myReservations: myReservationsUk,
    recurringReservation: recurringReservationUk,
    reservationDetails: reservationDetailsUk,
    paymentStatus: paymentStatusUk,
    payByLink: payByLinkUk,
    venueDirectory: venueDirectoryUk,
  },
} as const satisfies Translations;
