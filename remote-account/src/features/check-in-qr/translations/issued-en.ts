import type { TranslationTree } from '@venue/routes';

/** What an issued check-in code shows (or why none was issued), in English, under `account:actions.issuedCode.*` (the actions page part, translations/page-parts.ts). */
export default {
  qrLabel: 'Check-in QR code for {{venue}}',
  validFor: 'Valid for',
  expired: 'Code expired',
  expiredHint: 'Generate a new code to check in.',
  extend: 'Extend time',
  regenerate: 'Generate a new code',
  expiringSoon: 'The code expires {{when}}. Need more time?',
  announceReady: 'A new code is ready. It expires {{when}}.',
  announceExpiring: 'The code expires {{when}}. You can extend the time.',
  announceExpired: 'The code has expired. Generate a new code.',
  forbidden: 'You cannot get a code for this venue.',
} as const satisfies TranslationTree;
