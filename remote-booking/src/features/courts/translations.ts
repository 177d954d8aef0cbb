/** Strings of this feature, under `booking:courts.*` (merged in translations/booking-translations.ts). */
export const courtsTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
