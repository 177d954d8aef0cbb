import type { TranslationTree } from '@venue/routes';

/** The question before signing out on all devices, and its outcome, in Polish, under `account:actions.signOut.*` (the actions page part, translations/page-parts.ts). */
export default {
  question: 'Wylogować Cię ze wszystkich urządzeń, także z tego? Aby wrócić, zalogujesz się ponownie kodem SMS.',
  confirm: 'Tak, wyloguj wszędzie',
  cancel: 'Anuluj',
  done: 'Wylogowano Cię ze wszystkich urządzeń.',
  failed: 'Nie udało się wylogować ze wszystkich urządzeń. Sprawdź połączenie i spróbuj ponownie.',
} as const satisfies TranslationTree;
