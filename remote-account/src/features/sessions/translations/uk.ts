import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Ukrainian, under `account:sessions.*` (merged in translations/uk.ts). */
export default {
  heading: 'Пристрої, на яких ви увійшли',
  intro: 'Загубили телефон або залишили обліковий запис відкритим на чужому комп’ютері? Вийдіть з усіх пристроїв одночасно.',
  signOutEverywhere: 'Вийти з усіх пристроїв',
} as const satisfies TranslationTree;
