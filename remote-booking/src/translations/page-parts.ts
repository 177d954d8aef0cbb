import { definePageParts } from '@venue/federation/page-parts';

/**
 * Each feature's strings, under its own key of the namespace (`booking:payment.*`,
 * `booking:myReservations.*`, …), arrive with the page or step that shows them (`withStrings`), not
 * in the `booking` chunk every booking page downloads: My carnets does not download the courts
 * flow's later steps or the payment module's words, nor the venue page those of My reservations.
 * What several pages show stays in the namespace (translations/pl.ts): the venue frame (`venue.*`,
 * `venueHeader.*`, …), the day strip (`dayStrip.*`), the reservation recap and time-zone note
 * (`bookingRecap.*`); so does the courts flow's first step (`courts.*`, small): the
 * host preloads the namespace with the routes module, while a part is asked for only once the page
 * renders, one round trip later, and the venue page's first view would wait for it. The later
 * steps' words (`courtsBooking.*`) come with those steps; `payment.*` (the venue's regulations among them)
 * with whatever pays (the courts options and the classes, trainers and courses tabs, carnets, details, series, pay-by-link, payment status);
 * `myReservations.*` with the pages that show reservation rows and their states (My reservations, a
 * series, the details page); `carnet.*` wherever a carnet may be named.
 */
export const BOOKING_PAGE_PARTS = definePageParts({
  carnet: {
    pl: () => import('../components/carnets/translations/pl').then((m) => m.default),
    en: () => import('../components/carnets/translations/en').then((m) => m.default),
    uk: () => import('../components/carnets/translations/uk').then((m) => m.default),
  },
  carnets: {
    pl: () => import('../features/carnets/translations/pl').then((m) => m.default),
    en: () => import('../features/carnets/translations/en').then((m) => m.default),
    uk: () => import('../features/carnets/translations/uk').then((m) => m.default),
  },
  myCarnets: {
    pl: () => import('../features/my-carnets/translations/pl').then((m) => m.default),
    en: () => import('../features/my-carnets/translations/en').then((m) => m.default),
    uk: () => import('../features/my-carnets/translations/uk').then((m) => m.default),
  },
  myNotifications: {
    pl: () => import('../features/my-notifications/translations/pl').then((m) => m.default),
    en: () => import('../features/my-notifications/translations/en').then((m) => m.default),
    uk: () => import('../features/my-notifications/translations/uk').then((m) => m.default),
  },
  classes: {
    pl: () => import('../features/classes/translations/pl').then((m) => m.default),
    en: () => import('../features/classes/translations/en').then((m) => m.default),
    uk: () => import('../features/classes/translations/uk').then((m) => m.default),
  },
  courses: {
    pl: () => import('../features/courses/translations/pl').then((m) => m.default),
    en: () => import('../features/courses/translations/en').then((m) => m.default),
    uk: () => import('../features/courses/translations/uk').then((m) => m.default),
  },
  trainers: {
    pl: () => import('../features/trainers/translations/pl').then((m) => m.default),
    en: () => import('../features/trainers/translations/en').then((m) => m.default),
    uk: () => import('../features/trainers/translations/uk').then((m) => m.default),
  },
  courtsBooking: {
    pl: () => import('../features/courts/translations/booking-pl').then((m) => m.default),
    en: () => import('../features/courts/translations/booking-en').then((m) => m.default),
    uk: () => import('../features/courts/translations/booking-uk').then((m) => m.default),
  },
  payment: {
    pl: () => import('../components/payment/translations/pl').then((m) => m.default),
    en: () => import('../components/payment/translations/en').then((m) => m.default),
    uk: () => import('../components/payment/translations/uk').then((m) => m.default),
  },
  myReservations: {
    pl: () => import('../features/my-reservations/translations/pl').then((m) => m.default),
    en: () => import('../features/my-reservations/translations/en').then((m) => m.default),
    uk: () => import('../features/my-reservations/translations/uk').then((m) => m.default),
  },
  recurringReservation: {
    pl: () => import('../features/recurring-reservation/translations/pl').then((m) => m.default),
    en: () => import('../features/recurring-reservation/translations/en').then((m) => m.default),
    uk: () => import('../features/recurring-reservation/translations/uk').then((m) => m.default),
  },
  reservationDetails: {
    pl: () => import('../features/reservation-details/translations/pl').then((m) => m.default),
    en: () => import('../features/reservation-details/translations/en').then((m) => m.default),
    uk: () => import('../features/reservation-details/translations/uk').then((m) => m.default),
  },
  paymentStatus: {
    pl: () => import('../features/payment-status/translations/pl').then((m) => m.default),
    en: () => import('../features/payment-status/translations/en').then((m) => m.default),
    uk: () => import('../features/payment-status/translations/uk').then((m) => m.default),
  },
  payByLink: {
    pl: () => import('../features/pay-by-link/translations/pl').then((m) => m.default),
    en: () => import('../features/pay-by-link/translations/en').then((m) => m.default),
    uk: () => import('../features/pay-by-link/translations/uk').then((m) => m.default),
  },
  venueDirectory: {
    pl: () => import('../features/venue-directory/translations/pl').then((m) => m.default),
    en: () => import('../features/venue-directory/translations/en').then((m) => m.default),
    uk: () => import('../features/venue-directory/translations/uk').then((m) => m.default),
  },
});

export type BookingPagePart = keyof typeof BOOKING_PAGE_PARTS;
