/** Strings of this feature, under `account:children.*` (merged in translations/account-translations.ts). */
export const childrenTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
