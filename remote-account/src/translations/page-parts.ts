import { registerTranslationPart } from '@venue/i18n';
import { definePageParts } from '@venue/federation/page-parts';

/**
 * Strings of the pages reached by a link (confirming an e-mail, deleting the account, the statistics) and of
 * what the account page shows only after an action (`actions`: a form, a question, an issued code, a lookup's answer, a refused door): they stay out of the
 * `account` chunks of a first visit and arrive with their page or action, under their own key
 * of the namespace (`account:dumpAccount.*`, `account:confirmEmail.*`, `account:statistics.*`, `account:actions.*`).
 */
export const ACCOUNT_PAGE_PARTS = definePageParts({
  dumpAccount: {
    pl: () => import('../features/dump-account/translations/pl').then((m) => m.default),
    en: () => import('../features/dump-account/translations/en').then((m) => m.default),
    uk: () => import('../features/dump-account/translations/uk').then((m) => m.default),
  },
  confirmEmail: {
    pl: () => import('../features/confirm-email/translations/pl').then((m) => m.default),
    en: () => import('../features/confirm-email/translations/en').then((m) => m.default),
    uk: () => import('../features/confirm-email/translations/uk').then((m) => m.default),
  },
  statistics: {
    pl: () => import('../features/statistics/translations/pl').then((m) => m.default),
    en: () => import('../features/statistics/translations/en').then((m) => m.default),
    uk: () => import('../features/statistics/translations/uk').then((m) => m.default),
  },
  // What the account page shows only after an action, in one part fetched with the first such
  // action's code (loadActionStrings): the child form and the question before deleting one, a child's courses (with
  // the first child card: only parents see them), the sign-out question, an issued check-in
  // code, a registry lookup's answer, a refused door. Each language's module re-exports its
  // features' strings, so the list of them is written once per language (one module a language:
  // one chunk a language); the part is a plain copy of those exports, which i18next may extend.
  actions: {
    pl: () => import('./actions-pl').then((m) => ({ ...m })),
    en: () => import('./actions-en').then((m) => ({ ...m })),
    uk: () => import('./actions-uk').then((m) => ({ ...m })),
  },
});

export type AccountPagePart = keyof typeof ACCOUNT_PAGE_PARTS;

/** The `actions` part in the language shown, for a part of the account page fetched after an action (beside its code). */
export const loadActionStrings = (): Promise<void> => registerTranslationPart('account', 'actions', ACCOUNT_PAGE_PARTS.actions);
