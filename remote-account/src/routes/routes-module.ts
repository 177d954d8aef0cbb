import type { RemoteRoutesModule } from '@venue/routes';
import { lazyPage } from '@venue/ui';
import { placeholderPage } from '../components/section-placeholder';
import { YourAccountPage } from '../features/your-account/your-account-page';
import { accountTranslationLoaders } from '../translations/loaders';

// The account page (where a signed-in user lands) ships with the module; the pages reached by
// a link (confirming an e-mail, deleting the account) load on first use.
const ConfirmEmailPage = lazyPage(() => import('../features/confirm-email/confirm-email-page').then((m) => m.ConfirmEmailPage), 'ConfirmEmailPage');
const DumpAccountPage = lazyPage(() => import('../features/dump-account/dump-account-page').then((m) => m.DumpAccountPage), 'DumpAccountPage');

/** What the account remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'account',
  translations: accountTranslationLoaders,
  pages: {
    yourAccount: YourAccountPage,
    dumpAccount: DumpAccountPage,
    statistics: placeholderPage('statistics'),
    confirmEmail: ConfirmEmailPage,
  },
} satisfies RemoteRoutesModule<'account'>;

export default routesModule;
