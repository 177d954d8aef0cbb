import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:gameLevels.*` (merged in translations/en.ts). */
export default {
  title: 'Game levels',
  description: 'Rate your level in each sport from 0 (beginner) to 6 (professional). It helps match partners and classes.',
  notSet: 'Not chosen',
  option: '{{level}} – {{name}}',
  level: {
    beginner: 'beginner',
    basic: 'basic',
    intermediate: 'intermediate',
    advanced: 'advanced',
    very_advanced: 'very advanced',
    semi_professional: 'semi-professional',
    professional: 'professional',
  },
  submit: 'Save game levels',
  saved: 'Your game levels have been saved.',
  unchanged: 'No level was changed.',
  saveFailed: 'Could not save your game levels. Please try again.',
  loadFailed: 'Could not load the list of sports.',
  empty: 'There are no sports to rate.',
} as const satisfies TranslationShapeOf<typeof pl>;
