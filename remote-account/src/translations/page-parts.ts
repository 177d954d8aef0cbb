import type { TranslationLoadersOf } from '@venue/routes';

/**
 * Strings of the pages reached by a link (confirming an e-mail, deleting the account) and of
 * what the account page shows only after an action (a refused door, a registry lookup's answer): they stay out of the
 * `account` chunks of a first visit and arrive with their page or action, under their own key
 * of the namespace (`account:dumpAccount.*`, `account:confirmEmail.*`, `account:doorRefusal.*`, `account:companyLookup.*`).
 */
export const ACCOUNT_PAGE_PARTS = {
  dumpAccount: {
    pl: () =>
      import(/* webpackChunkName: "account-deletion-strings-pl" */ '../features/dump-account/translations/pl').then((m) => m.default),
    en: () =>
      import(/* webpackChunkName: "account-deletion-strings-en" */ '../features/dump-account/translations/en').then((m) => m.default),
    uk: () =>
      import(/* webpackChunkName: "account-deletion-strings-uk" */ '../features/dump-account/translations/uk').then((m) => m.default),
  },
  confirmEmail: {
    pl: () =>
      import(/* webpackChunkName: "email-confirmation-strings-pl" */ '../features/confirm-email/translations/pl').then((m) => m.default),
    en: () =>
      import(/* webpackChunkName: "email-confirmation-strings-en" */ '../features/confirm-email/translations/en').then((m) => m.default),
    uk: () =>
      import(/* webpackChunkName: "email-confirmation-strings-uk" */ '../features/confirm-email/translations/uk').then((m) => m.default),
  },
  // Why the door did not open: fetched with the first refusal (most opens succeed), beside the code that reads it.
  doorRefusal: {
    pl: () => import(/* webpackChunkName: "door-refusal-strings-pl" */ '../features/door/translations/refusal-pl').then((m) => m.default),
    en: () => import(/* webpackChunkName: "door-refusal-strings-en" */ '../features/door/translations/refusal-en').then((m) => m.default),
    uk: () => import(/* webpackChunkName: "door-refusal-strings-uk" */ '../features/door/translations/refusal-uk').then((m) => m.default),
  },
  // What a GUS registry lookup answers: fetched with the lookup's code (features/billing/company-lookup.ts).
  companyLookup: {
    pl: () =>
      import(/* webpackChunkName: "company-lookup-strings-pl" */ '../features/billing/translations/lookup-pl').then((m) => m.default),
    en: () =>
      import(/* webpackChunkName: "company-lookup-strings-en" */ '../features/billing/translations/lookup-en').then((m) => m.default),
    uk: () =>
      import(/* webpackChunkName: "company-lookup-strings-uk" */ '../features/billing/translations/lookup-uk').then((m) => m.default),
  },
} as const satisfies Record<string, TranslationLoadersOf>;

export type AccountPagePart = keyof typeof ACCOUNT_PAGE_PARTS;
