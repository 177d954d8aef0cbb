import type { TranslationLoadersOf } from '@venue/routes';

/**
 * Strings of the carnet pages (the carnets a venue sells, with its Passes tab, and My carnets) and
 * what every carnet screen says alike (`carnet`: amounts, hours, reasons, refusals, the picker of
 * the courts flow): they stay out of the `booking` chunks every booking page downloads and arrive
 * with the page or step that shows them, under their own key of the namespace (`booking:carnet.*`,
 * `booking:carnets.*`, `booking:myCarnets.*`). Likewise the venue's Classes tab (`booking:classes.*`)
 * and its trainers, on the Trainers tab and /trainers/:venueId (`booking:trainers.*`); My
 * reservations and the reservation details name a class or a trainer with `bookingRecap.*`, which
 * stays in the namespace, so they need neither part.
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
} as const satisfies Record<string, TranslationLoadersOf>;

export type BookingPagePart = keyof typeof BOOKING_PAGE_PARTS;
