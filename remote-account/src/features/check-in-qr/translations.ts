/** Strings of this feature, under `account:checkInQr.*` (merged in translations/account-translations.ts). */
export const checkInQrTranslations = {
  pl: {},
  en: {},
  uk: {},
} as const;
