import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in English, under `account:sessions.*` (merged in translations/en.ts). */
export default {
  heading: 'Signed-in devices',
  intro: 'Lost your phone, or left your account open on someone else’s computer? Sign out of every device at once.',
  signOutEverywhere: 'Sign out of all devices',
} as const satisfies TranslationTree;
