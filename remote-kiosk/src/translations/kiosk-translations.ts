import type { Translations } from '@venue/routes';

/** The kiosk remote's namespace (`kiosk`). */
export const kioskTranslations = {
  pl: {
    title: { selfCheckout: 'Kiosk samoobsługowy' },
    section: {
      notAvailable: 'Ta sekcja nie jest jeszcze dostępna.',
      signedInAs: 'Zalogowano jako {{name}}.',
      visitor: 'Nie jesteś zalogowany.',
      toMobileApp: 'Pobierz aplikację mobilną',
    },
  },
  en: {
    title: { selfCheckout: 'Self-checkout kiosk' },
    section: {
      notAvailable: 'This section is not available yet.',
      signedInAs: 'Signed in as {{name}}.',
      visitor: 'You are not signed in.',
      toMobileApp: 'Get the mobile app',
    },
  },
  uk: {
    title: { selfCheckout: 'Кіоск самообслуговування' },
    section: {
      notAvailable: 'Цей розділ ще недоступний.',
      signedInAs: 'Ви увійшли як {{name}}.',
      visitor: 'Ви не увійшли в систему.',
      toMobileApp: 'Завантажити мобільний застосунок',
    },
  },
} as const satisfies Translations;
