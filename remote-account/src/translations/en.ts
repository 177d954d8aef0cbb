import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import yourAccount from '../pages/your-account/translations/en';
import accountVenues from '../features/account-venues/translations/en';
import accountData from '../features/account-data/translations/en';
import billing from '../features/billing/translations/en';
import gameLevels from '../features/game-levels/translations/en';
import children from '../features/children/translations/en';
import checkInQr from '../features/check-in-qr/translations/en';
import door from '../features/door/translations/en';
import sessions from '../features/sessions/translations/en';

/**
 * The account remote's namespace (`account`) in English: page titles
 * (what no single feature owns), then each feature's strings under its own key.
 */
export default {
  title: {
    yourAccount: 'Your account',
    dumpAccount: 'Delete account',
    statistics: 'Statistics',
    confirmEmail: 'E-mail confirmation',
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
} as const satisfies TranslationShapeOf<typeof pl>;
