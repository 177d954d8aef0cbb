import type { TranslationTree } from '@venue/routes';

/** The wallet remote's namespace (`wallet`) in Polish. */
export default {
  title: { wallet: 'Portfel' },
  section: {
    notAvailable: 'Ta sekcja nie jest jeszcze dostępna.',
    signedInAs: 'Zalogowano jako {{name}}.',
    visitor: 'Nie jesteś zalogowany.',
    toAccount: 'Przejdź do swojego konta',
  },
} as const satisfies TranslationTree;
