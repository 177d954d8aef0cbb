import type { RemoteRoutesModule } from '@venue/routes';
import { createPageKit } from '@venue/federation/page-kit';
import { accountTranslationLoaders } from '../translations/loaders';
import { ACCOUNT_PAGE_PARTS } from '../translations/page-parts';

const { definePage } = createPageKit('account', ACCOUNT_PAGE_PARTS);

// Every page loads on first use, strings included, each in the chunk the build names
// `page-<routeKey>` (the host starts its download from the manifest beside the module's): the
// account page too, so the statistics and the other pages do not carry its 12 KB.
/** What the account remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'account',
  translations: accountTranslationLoaders,
  pages: {
    ...definePage({
      routeKey: 'yourAccount',
      load: () => import('../pages/your-account/your-account-page').then((m) => m.YourAccountPage),
    }),
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
