import type { TranslationLoadersOf } from '@venue/routes';

/**
 * Strings of the carnet pages (the carnets a venue sells, with its Passes tab, and My carnets):
 * they stay out of the `booking` chunks every booking page downloads and arrive with their page,
 * under their own key of the namespace (`booking:carnets.*`, `booking:myCarnets.*`).
 */
export const BOOKING_PAGE_PARTS = {
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
} as const satisfies Record<string, TranslationLoadersOf>;

export type BookingPagePart = keyof typeof BOOKING_PAGE_PARTS;
