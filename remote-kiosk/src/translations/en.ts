import selfCheckout from '../features/self-checkout/translations/en';
import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The kiosk remote's namespace (`kiosk`) in English. */
export default {
  title: { selfCheckout: 'Self-checkout kiosk' },
  selfCheckout,
} as const satisfies TranslationShapeOf<typeof pl>;
