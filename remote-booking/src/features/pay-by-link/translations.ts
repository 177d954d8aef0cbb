/** Strings of this feature, under `booking:payByLink.*` (merged in translations/booking-translations.ts). */
export const payByLinkTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
