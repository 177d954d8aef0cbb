/** Strings of this feature, under `account:accountVenues.*` (merged in translations/account-translations.ts). */
export const accountVenuesTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
