import type { Translations } from '@venue/routes';

/** The wallet remote's namespace (`wallet`). */
export const walletTranslations = {
  pl: {
    title: { wallet: 'Portfel' },
    section: {
      notAvailable: 'Ta sekcja nie jest jeszcze dostępna.',
      signedInAs: 'Zalogowano jako {{name}}.',
      visitor: 'Nie jesteś zalogowany.',
      toAccount: 'Przejdź do swojego konta',
    },
  },
  en: {
    title: { wallet: 'Wallet' },
    section: {
      notAvailable: 'This section is not available yet.',
      signedInAs: 'Signed in as {{name}}.',
      visitor: 'You are not signed in.',
      toAccount: 'Go to your account',
    },
  },
  uk: {
    title: { wallet: 'Гаманець' },
    section: {
      notAvailable: 'Цей розділ ще недоступний.',
      signedInAs: 'Ви увійшли як {{name}}.',
      visitor: 'Ви не увійшли в систему.',
      toAccount: 'Перейти до свого облікового запису',
    },
  },
} as const satisfies Translations;
