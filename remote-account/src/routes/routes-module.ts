import type { RemoteRoutesModule } from '@venue/routes';
import { createPageKit } from '@venue/federation/page-kit';
import { YourAccountPage } from '../pages/your-account/your-account-page';
import { accountTranslationLoaders } from '../translations/loaders';
import { ACCOUNT_PAGE_PARTS } from '../translations/page-parts';

const { definePage } = createPageKit('account', ACCOUNT_PAGE_PARTS);

// The account page (where a signed-in user lands) ships with the module; the pages reached by
// a link (confirming an e-mail, deleting the account, the statistics) load on first
// use, strings included, each in the chunk the build names `page-<routeKey>`.
/** What the account remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'account',
  translations: accountTranslationLoaders,
  pages: {
    yourAccount: YourAccountPage,
    ...definePage({
      routeKey: 'dumpAccount',
      parts: ['dumpAccount'],
      load: () => import('../features/dump-account/dump-account-page').then((m) => m.DumpAccountPage),
    }),
    ...definePage({
      routeKey: 'statistics',
      parts: ['statistics'],
      load: () => import('../features/statistics/statistics-page').then((m) => m.StatisticsPage),
    }),
    ...definePage({
      routeKey: 'confirmEmail',
      parts: ['confirmEmail'],
      load: () => import('../features/confirm-email/confirm-email-page').then((m) => m.ConfirmEmailPage),
    }),
  },
} satisfies RemoteRoutesModule<'account'>;

export default routesModule;
