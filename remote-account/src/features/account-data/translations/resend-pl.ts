import type { TranslationTree } from '@venue/routes';

/** What resending the e-mail confirmation link answered, in Polish, under `account:actions.emailResend.*` (the actions page part, translations/page-parts.ts). */
export default {
  sent: 'Wysłaliśmy link potwierdzający na adres {{email}}.',
  rateLimited: 'Link został wysłany przed chwilą. Kolejny możesz wysłać {{when}}.',
} as const satisfies TranslationTree;
