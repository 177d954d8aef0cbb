/** Strings of this feature, under `account:billing.*` (merged in translations/account-translations.ts). */
export const billingTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
