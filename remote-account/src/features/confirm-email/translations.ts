/** Strings of this feature, under `account:confirmEmail.*` (merged in translations/account-translations.ts). */
export const confirmEmailTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
