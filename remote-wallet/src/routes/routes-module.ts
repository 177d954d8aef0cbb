import type { RemoteRoutesModule } from '@venue/routes';
import { placeholderPage } from '../components/section-placeholder';
import { walletTranslationLoaders } from '../translations/loaders';

/** What the wallet remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'wallet',
  translations: walletTranslationLoaders,
  pages: {
    wallet: placeholderPage('wallet'),
  },
} satisfies RemoteRoutesModule<'wallet'>;

export default routesModule;
