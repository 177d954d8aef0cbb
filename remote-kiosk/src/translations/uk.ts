import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The kiosk remote's namespace (`kiosk`) in Ukrainian. */
export default {
  title: { selfCheckout: 'Кіоск самообслуговування' },
  section: {
    notAvailable: 'Цей розділ ще недоступний.',
    signedInAs: 'Ви увійшли як {{name}}.',
    visitor: 'Ви не увійшли в систему.',
    toMobileApp: 'Завантажити мобільний застосунок',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
