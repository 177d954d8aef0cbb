import type { TranslationTree } from '@venue/routes';

/** The kiosk remote's namespace (`kiosk`) in Polish. */
export default {
  title: { selfCheckout: 'Kiosk samoobsługowy' },
  section: {
    notAvailable: 'Ta sekcja nie jest jeszcze dostępna.',
    signedInAs: 'Zalogowano jako {{name}}.',
    visitor: 'Nie jesteś zalogowany.',
    toMobileApp: 'Pobierz aplikację mobilną',
  },
} as const satisfies TranslationTree;
