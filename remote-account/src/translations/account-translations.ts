import type { Translations } from '@venue/routes';

/** The account remote's namespace (`account`). */
export const accountTranslations = {
  pl: {
    title: {
      yourAccount: 'Twoje konto',
      dumpAccount: 'Usuń konto',
      statistics: 'Statystyki',
      confirmEmail: 'Potwierdzenie adresu e-mail',
    },
    section: {
      notAvailable: 'Ta sekcja nie jest jeszcze dostępna.',
      signedInAs: 'Zalogowano jako {{name}}.',
      visitor: 'Nie jesteś zalogowany.',
      toReservations: 'Zobacz swoje rezerwacje',
    },
  },
  en: {
    title: {
      yourAccount: 'Your account',
      dumpAccount: 'Delete account',
      statistics: 'Statistics',
      confirmEmail: 'E-mail confirmation',
    },
    section: {
      notAvailable: 'This section is not available yet.',
      signedInAs: 'Signed in as {{name}}.',
      visitor: 'You are not signed in.',
      toReservations: 'See your reservations',
    },
  },
  uk: {
    title: {
      yourAccount: 'Ваш обліковий запис',
      dumpAccount: 'Видалення облікового запису',
      statistics: 'Статистика',
      confirmEmail: 'Підтвердження електронної пошти',
    },
    section: {
      notAvailable: 'Цей розділ ще недоступний.',
      signedInAs: 'Ви увійшли як {{name}}.',
      visitor: 'Ви не увійшли в систему.',
      toReservations: 'Переглянути свої бронювання',
    },
  },
} as const satisfies Translations;
