import type { TranslationTree } from '@venue/routes';

/** What resending the e-mail confirmation link answered, in English, under `account:actions.emailResend.*` (the actions page part, translations/page-parts.ts). */
export default {
  sent: 'We sent a confirmation link to {{email}}.',
  rateLimited: 'A link was sent a moment ago. You can send another one {{when}}.',
} as const satisfies TranslationTree;
