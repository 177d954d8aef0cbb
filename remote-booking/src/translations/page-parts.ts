import type { TranslationLoadersOf } from '@venue/routes';

/**
 * Each feature's strings, under its own key of the namespace (`booking:payment.*`,
 * `booking:myReservations.*`, …), arrive with the page or step that shows them (`withStrings`), not
 * in the `booking` chunk every booking page downloads: My carnets does not download the courts
 * flow's later steps or the payment module's words, nor the venue page those of My reservations.
 * What several pages show stays in the namespace (translations/pl.ts): the venue frame (`venue.*`,
 * `venueHeader.*`, …), the day strip (`dayStrip.*`), the reservation recap and time-zone note
 * (`bookingRecap.*`), the regulations; so does the courts flow's first step (`courts.*`, small): the
 * host preloads the namespace with the routes module, while a part is asked for only once the page
 * renders, one round trip later, and the venue page's first view would wait for it. The later
 * steps' words (`courtsBooking.*`) come with those steps; `payment.*` with whatever pays (the courts
 * summary, the classes and trainers tabs, carnets, details, series, pay-by-link, payment status);
 * `myReservations.*` with the pages that show reservation rows and their states (My reservations, a
 * series, the details page); `carnet.*` wherever a carnet may be named.
 */
export const BOOKING_PAGE_PARTS = {
  carnet: {
    pl: () => import(/* webpackChunkName: "carnet-strings-pl" */ '../components/carnets/translations/pl').then((m) => m.default),
    en: () => import(/* webpackChunkName: "carnet-strings-en" */ '../components/carnets/translations/en').then((m) => m.default),
    uk: () => import(/* webpackChunkName: "carnet-strings-uk" */ '../components/carnets/translations/uk').then((m) => m.default),
  },
  carnets: {
    pl: () => import(/* webpackChunkName: "carnets-strings-pl" */ '../features/carnets/translations/pl').then((m) => m.default),
    en: () => import(/* webpackChunkName: "carnets-strings-en" */ '../features/carnets/translations/en').then((m) => m.default),
    uk: () => import(/* webpackChunkName: "carnets-strings-uk" */ '../features/carnets/translations/uk').then((m) => m.default),
  },
  myCarnets: {
    pl: () => import(/* webpackChunkName: "my-carnets-strings-pl" */ '../features/my-carnets/translations/pl').then((m) => m.default),
    en: () => import(/* webpackChunkName: "my-carnets-strings-en" */ '../features/my-carnets/translations/en').then((m) => m.default),
    uk: () => import(/* webpackChunkName: "my-carnets-strings-uk" */ '../features/my-carnets/translations/uk').then((m) => m.default),
  },
  classes: {
    pl: () => import(/* webpackChunkName: "classes-strings-pl" */ '../features/classes/translations/pl').then((m) => m.default),
    en: () => import(/* webpackChunkName: "classes-strings-en" */ '../features/classes/translations/en').then((m) => m.default),
    uk: () => import(/* webpackChunkName: "classes-strings-uk" */ '../features/classes/translations/uk').then((m) => m.default),
  },
  trainers: {
    pl: () => import(/* webpackChunkName: "trainers-strings-pl" */ '../features/trainers/translations/pl').then((m) => m.default),
    en: () => import(/* webpackChunkName: "trainers-strings-en" */ '../features/trainers/translations/en').then((m) => m.default),
    uk: () => import(/* webpackChunkName: "trainers-strings-uk" */ '../features/trainers/translations/uk').then((m) => m.default),
  },
  courtsBooking: {
    pl: () =>
      import(/* webpackChunkName: "courts-booking-strings-pl" */ '../features/courts/translations/booking-pl').then((m) => m.default),
    en: () =>
      import(/* webpackChunkName: "courts-booking-strings-en" */ '../features/courts/translations/booking-en').then((m) => m.default),
    uk: () =>
      import(/* webpackChunkName: "courts-booking-strings-uk" */ '../features/courts/translations/booking-uk').then((m) => m.default),
  },
  payment: {
    pl: () => import(/* webpackChunkName: "payment-strings-pl" */ '../components/payment/translations/pl').then((m) => m.default),
    en: () => import(/* webpackChunkName: "payment-strings-en" */ '../components/payment/translations/en').then((m) => m.default),
    uk: () => import(/* webpackChunkName: "payment-strings-uk" */ '../components/payment/translations/uk').then((m) => m.default),
  },
  myReservations: {
    pl: () =>
      import(/* webpackChunkName: "my-reservations-strings-pl" */ '../features/my-reservations/translations/pl').then((m) => m.default),
    en: () =>
      import(/* webpackChunkName: "my-reservations-strings-en" */ '../features/my-reservations/translations/en').then((m) => m.default),
    uk: () =>
      import(/* webpackChunkName: "my-reservations-strings-uk" */ '../features/my-reservations/translations/uk').then((m) => m.default),
  },
  recurringReservation: {
    pl: () =>
      import(/* webpackChunkName: "recurring-reservation-strings-pl" */ '../features/recurring-reservation/translations/pl').then(
        (m) => m.default,
      ),
    en: () =>
      import(/* webpackChunkName: "recurring-reservation-strings-en" */ '../features/recurring-reservation/translations/en').then(
        (m) => m.default,
      ),
    uk: () =>
      import(/* webpackChunkName: "recurring-reservation-strings-uk" */ '../features/recurring-reservation/translations/uk').then(
        (m) => m.default,
      ),
  },
  reservationDetails: {
    pl: () =>
      import(/* webpackChunkName: "reservation-details-strings-pl" */ '../features/reservation-details/translations/pl').then(
        (m) => m.default,
      ),
    en: () =>
      import(/* webpackChunkName: "reservation-details-strings-en" */ '../features/reservation-details/translations/en').then(
        (m) => m.default,
      ),
    uk: () =>
      import(/* webpackChunkName: "reservation-details-strings-uk" */ '../features/reservation-details/translations/uk').then(
        (m) => m.default,
      ),
  },
  paymentStatus: {
    pl: () =>
      import(/* webpackChunkName: "payment-status-strings-pl" */ '../features/payment-status/translations/pl').then((m) => m.default),
    en: () =>
      import(/* webpackChunkName: "payment-status-strings-en" */ '../features/payment-status/translations/en').then((m) => m.default),
    uk: () =>
      import(/* webpackChunkName: "payment-status-strings-uk" */ '../features/payment-status/translations/uk').then((m) => m.default),
  },
  payByLink: {
    pl: () => import(/* webpackChunkName: "pay-by-link-strings-pl" */ '../features/pay-by-link/translations/pl').then((m) => m.default),
    en: () => import(/* webpackChunkName: "pay-by-link-strings-en" */ '../features/pay-by-link/translations/en').then((m) => m.default),
    uk: () => import(/* webpackChunkName: "pay-by-link-strings-uk" */ '../features/pay-by-link/translations/uk').then((m) => m.default),
  },
  venueDirectory: {
    pl: () =>
      import(/* webpackChunkName: "venue-directory-strings-pl" */ '../features/venue-directory/translations/pl').then((m) => m.default),
    en: () =>
      import(/* webpackChunkName: "venue-directory-strings-en" */ '../features/venue-directory/translations/en').then((m) => m.default),
    uk: () =>
      import(/* webpackChunkName: "venue-directory-strings-uk" */ '../features/venue-directory/translations/uk').then((m) => m.default),
  },
} as const satisfies Record<string, TranslationLoadersOf>;

export type BookingPagePart = keyof typeof BOOKING_PAGE_PARTS;
