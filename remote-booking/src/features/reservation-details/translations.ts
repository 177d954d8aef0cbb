/** Strings of this feature, under `booking:reservationDetails.*` (merged in translations/booking-translations.ts). */
export const reservationDetailsTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
