import selfCheckout from '../features/self-checkout/translations/uk';
import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The kiosk remote's namespace (`kiosk`) in Ukrainian. */
export default {
  title: { selfCheckout: 'Кіоск самообслуговування' },
  selfCheckout,
} as const satisfies TranslationShapeOf<typeof pl>;
