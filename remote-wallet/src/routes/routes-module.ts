import type { RemoteRoutesModule } from '@venue/routes';
import { WalletPage } from '../pages/wallet-page';
import { walletTranslationLoaders } from '../translations/loaders';

/** What the wallet remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'wallet',
  translations: walletTranslationLoaders,
  pages: {
    wallet: WalletPage,
  },
} satisfies RemoteRoutesModule<'wallet'>;

export default routesModule;
