/** Strings of this feature, under `account:door.*` (merged in translations/account-translations.ts). */
export const doorTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
