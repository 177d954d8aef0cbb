import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:yourAccount.*` (merged in translations/pl.ts). */
export default {
  sectionNav: 'Sekcje konta',
  deleteAccount: 'Usuń konto',
} as const satisfies TranslationTree;
