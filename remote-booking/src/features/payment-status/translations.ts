/** Strings of this feature, under `booking:paymentStatus.*` (merged in translations/booking-translations.ts). */
export const paymentStatusTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
