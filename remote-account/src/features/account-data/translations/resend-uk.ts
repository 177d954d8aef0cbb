import type { TranslationTree } from '@venue/routes';

/** What resending the e-mail confirmation link answered, in Ukrainian, under `account:actions.emailResend.*` (the actions page part, translations/page-parts.ts). */
export default {
  sent: 'Ми надіслали посилання для підтвердження на адресу {{email}}.',
  rateLimited: 'Посилання щойно надіслано. Наступне можна надіслати {{when}}.',
} as const satisfies TranslationTree;
