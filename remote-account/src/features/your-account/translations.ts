/** Strings of this feature, under `account:yourAccount.*` (merged in translations/account-translations.ts). */
export const yourAccountTranslations = {
  pl: {
    sectionNav: 'Sekcje konta',
  },
  en: {
    sectionNav: 'Account sections',
  },
  uk: {
    sectionNav: 'Розділи облікового запису',
  },
} as const;
