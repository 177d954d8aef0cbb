import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:yourAccount.*` (merged in translations/en.ts). */
export default {
  sectionNav: 'Account sections',
  deleteAccount: 'Delete account',
} as const satisfies TranslationShapeOf<typeof pl>;
