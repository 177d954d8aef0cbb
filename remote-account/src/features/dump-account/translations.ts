/** Strings of this feature, under `account:dumpAccount.*` (merged in translations/account-translations.ts). */
export const dumpAccountTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
