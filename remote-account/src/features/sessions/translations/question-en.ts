import type { TranslationTree } from '@venue/routes';

/** The question before signing out on all devices, and its outcome, in English, under `account:actions.signOut.*` (the actions page part, translations/page-parts.ts). */
export default {
  question: 'Sign you out of every device, this one included? To come back, you will sign in again with an SMS code.',
  confirm: 'Yes, sign out everywhere',
  cancel: 'Cancel',
  done: 'You have been signed out of every device.',
  failed: 'Could not sign out of every device. Check your connection and try again.',
} as const satisfies TranslationTree;
