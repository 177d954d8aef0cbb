/** Strings of this feature, under `booking:myReservations.*` (merged in translations/booking-translations.ts). */
export const myReservationsTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
