import selfCheckout from '../features/self-checkout/translations/pl';
import type { TranslationTree } from '@venue/routes';

/** The kiosk remote's namespace (`kiosk`) in Polish. */
export default {
  title: { selfCheckout: 'Kiosk samoobsługowy' },
  selfCheckout,
} as const satisfies TranslationTree;
