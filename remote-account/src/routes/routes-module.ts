import type { RemoteRoutesModule } from '@venue/routes';
import { placeholderPage } from '../components/section-placeholder';
import { ConfirmEmailPage } from '../features/confirm-email/confirm-email-page';
import { DumpAccountPage } from '../features/dump-account/dump-account-page';
import { YourAccountPage } from '../features/your-account/your-account-page';
import { accountTranslationLoaders } from '../translations/loaders';

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
