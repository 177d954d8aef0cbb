/** Strings of this feature, under `account:accountData.*` (merged in translations/account-translations.ts). */
export const accountDataTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
