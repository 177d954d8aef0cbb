import type { RemoteRoutesModule } from '@venue/routes';
import { placeholderPage } from '../components/section-placeholder';
import { accountTranslations } from '../translations/account-translations';

/** What the account remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'account',
  translations: accountTranslations,
  pages: {
    yourAccount: placeholderPage('yourAccount'),
    dumpAccount: placeholderPage('dumpAccount'),
    statistics: placeholderPage('statistics'),
    confirmEmail: placeholderPage('confirmEmail'),
  },
} satisfies RemoteRoutesModule<'account'>;

export default routesModule;
