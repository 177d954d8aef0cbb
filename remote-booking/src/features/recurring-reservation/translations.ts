/** Strings of this feature, under `booking:recurringReservation.*` (merged in translations/booking-translations.ts). */
export const recurringReservationTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
