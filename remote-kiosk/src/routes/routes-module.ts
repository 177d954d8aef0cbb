import type { RemoteRoutesModule } from '@venue/routes';
import { placeholderPage } from '../components/section-placeholder';
import { kioskTranslationLoaders } from '../translations/loaders';

/** What the kiosk remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'kiosk',
  translations: kioskTranslationLoaders,
  pages: {
    selfCheckout: placeholderPage('selfCheckout'),
  },
} satisfies RemoteRoutesModule<'kiosk'>;

export default routesModule;
