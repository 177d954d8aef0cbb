/** Strings of this feature, under `account:yourAccount.*` (merged in translations/account-translations.ts). */
export const yourAccountTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
