/** Strings of this feature, under `account:gameLevels.*` (merged in translations/account-translations.ts). */
export const gameLevelsTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
