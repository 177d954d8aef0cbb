import type { RemoteRoutesModule } from '@venue/routes';
import { registerTranslationPart } from '@venue/i18n';
import { lazyPage } from '@venue/ui';
import { YourAccountPage } from '../pages/your-account/your-account-page';
import { accountTranslationLoaders } from '../translations/loaders';
import { ACCOUNT_PAGE_PARTS, type AccountPagePart } from '../translations/page-parts';

/** A page's code and its strings (in the language shown), fetched together. */
function withStrings<T>(part: AccountPagePart, page: Promise<T>): Promise<T> {
  return Promise.all([page, registerTranslationPart('account', part, ACCOUNT_PAGE_PARTS[part])]).then(([loaded]) => loaded);
}

// The account page (where a signed-in user lands) ships with the module; the pages reached by
// a link (confirming an e-mail, deleting the account, the statistics placeholder) load on first
// use, strings included.
const ConfirmEmailPage = lazyPage(
  () => withStrings('confirmEmail', import('../features/confirm-email/confirm-email-page')).then((m) => m.ConfirmEmailPage),
  'ConfirmEmailPage',
);
const DumpAccountPage = lazyPage(
  () => withStrings('dumpAccount', import('../features/dump-account/dump-account-page')).then((m) => m.DumpAccountPage),
  'DumpAccountPage',
);
const StatisticsPage = lazyPage(
  () => import('../components/section-placeholder').then((m) => m.placeholderPage('statistics')),
  'StatisticsPage',
);

/** What the account remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'account',
  translations: accountTranslationLoaders,
  pages: {
    yourAccount: YourAccountPage,
    dumpAccount: DumpAccountPage,
    statistics: StatisticsPage,
    confirmEmail: ConfirmEmailPage,
  },
} satisfies RemoteRoutesModule<'account'>;

export default routesModule;
