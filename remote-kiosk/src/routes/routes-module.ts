import type { RemoteRoutesModule } from '@venue/routes';
import { SelfCheckoutPage } from '../features/self-checkout/self-checkout-page';
import { kioskTranslationLoaders } from '../translations/loaders';

/** What the kiosk remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'kiosk',
  translations: kioskTranslationLoaders,
  pages: {
    selfCheckout: SelfCheckoutPage,
  },
} satisfies RemoteRoutesModule<'kiosk'>;

export default routesModule;
