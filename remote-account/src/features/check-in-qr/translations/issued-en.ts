import type { TranslationTree } from '@venue/routes';

/** What an issued check-in code shows, in English, under `account:actions.issuedCode.*` (the actions page part, translations/page-parts.ts). */
export default {
  qrLabel: 'Check-in QR code for {{venue}}',
  validFor: 'Valid for',
  expired: 'Code expired',
  expiredHint: 'Generate a new code to check in.',
  extend: 'Extend time',
} as const satisfies TranslationTree;
