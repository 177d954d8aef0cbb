import type { TranslationTree } from '@venue/routes';
import yourAccount from '../pages/your-account/translations/pl';
import accountVenues from '../features/account-venues/translations/pl';
import accountData from '../features/account-data/translations/pl';
import billing from '../features/billing/translations/pl';
import gameLevels from '../features/game-levels/translations/pl';
import children from '../features/children/translations/pl';
import checkInQr from '../features/check-in-qr/translations/pl';
import door from '../features/door/translations/pl';
import sessions from '../features/sessions/translations/pl';

/**
 * The account remote's namespace (`account`) in Polish: page titles
 * (what no single feature owns), then each feature's strings under its own key.
 */
export default {
  title: {
    yourAccount: 'Twoje konto',
    dumpAccount: 'Usuń konto',
    statistics: 'Statystyki',
    confirmEmail: 'Potwierdzenie adresu e-mail',
  },
  yourAccount,
  accountVenues,
  accountData,
  billing,
  gameLevels,
  children,
  checkInQr,
  door,
  sessions,
} as const satisfies TranslationTree;
