import type { Translations } from '@venue/routes';
import { yourAccountTranslations } from '../features/your-account/translations';
import { accountVenuesTranslations } from '../features/account-venues/translations';
import { accountDataTranslations } from '../features/account-data/translations';
import { billingTranslations } from '../features/billing/translations';
import { gameLevelsTranslations } from '../features/game-levels/translations';
import { childrenTranslations } from '../features/children/translations';
import { checkInQrTranslations } from '../features/check-in-qr/translations';
import { doorTranslations } from '../features/door/translations';
import { confirmEmailTranslations } from '../features/confirm-email/translations';
import { dumpAccountTranslations } from '../features/dump-account/translations';

/** Page titles and section notes: what no single feature owns. */
const base = {
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
} as const;

type Language = keyof typeof base;

function merged<L extends Language>(language: L) {
  return {
    ...base[language],
    yourAccount: yourAccountTranslations[language],
    accountVenues: accountVenuesTranslations[language],
    accountData: accountDataTranslations[language],
    billing: billingTranslations[language],
    gameLevels: gameLevelsTranslations[language],
    children: childrenTranslations[language],
    checkInQr: checkInQrTranslations[language],
    door: doorTranslations[language],
    confirmEmail: confirmEmailTranslations[language],
    dumpAccount: dumpAccountTranslations[language],
  };
}

/** The account remote's namespace (`account`): each feature's strings under its own key. */
export const accountTranslations = {
  pl: merged('pl'),
  en: merged('en'),
  uk: merged('uk'),
} as const satisfies Translations;
