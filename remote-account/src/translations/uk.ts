import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import yourAccount from '../pages/your-account/translations/uk';
import accountVenues from '../features/account-venues/translations/uk';
import accountData from '../features/account-data/translations/uk';
import billing from '../features/billing/translations/uk';
import gameLevels from '../features/game-levels/translations/uk';
import children from '../features/children/translations/uk';
import checkInQr from '../features/check-in-qr/translations/uk';
import door from '../features/door/translations/uk';
import sessions from '../features/sessions/translations/uk';

/**
 * The account remote's namespace (`account`) in Ukrainian: page titles
 * (what no single feature owns), then each feature's strings under its own key.
 */
export default {
  title: {
    yourAccount: 'Ваш обліковий запис',
    dumpAccount: 'Видалення облікового запису',
    statistics: 'Статистика',
    confirmEmail: 'Підтвердження електронної пошти',
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
