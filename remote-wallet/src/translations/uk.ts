import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The wallet remote's namespace (`wallet`) in Ukrainian. */
export default {
  title: { wallet: 'Гаманець' },
  section: {
    notAvailable: 'Цей розділ ще недоступний.',
    signedInAs: 'Ви увійшли як {{name}}.',
    visitor: 'Ви не увійшли в систему.',
    toAccount: 'Перейти до свого облікового запису',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
