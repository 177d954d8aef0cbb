import type { RemoteRoutesModule } from '@venue/routes';
import { placeholderPage } from '../components/section-placeholder';
import { kioskTranslations } from '../translations/kiosk-translations';

/** What the kiosk remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'kiosk',
  translations: kioskTranslations,
  pages: {
    selfCheckout: placeholderPage('selfCheckout'),
  },
} satisfies RemoteRoutesModule<'kiosk'>;

export default routesModule;
