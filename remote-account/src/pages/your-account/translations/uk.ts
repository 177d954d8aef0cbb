import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `account:yourAccount.*` (merged in translations/uk.ts). */
export default {
  sectionNav: 'Розділи облікового запису',
  deleteAccount: 'Видалити обліковий запис',
} as const satisfies TranslationShapeOf<typeof pl>;
