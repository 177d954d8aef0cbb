import type { TranslationTree } from '@venue/routes';

/** What an issued check-in code shows (or why none was issued), in Polish, under `account:actions.issuedCode.*` (the actions page part, translations/page-parts.ts). */
export default {
  qrLabel: 'Kod QR do wejścia do obiektu {{venue}}',
  validFor: 'Ważny jeszcze',
  expired: 'Kod wygasł',
  expiredHint: 'Wygeneruj nowy kod, aby się zameldować.',
  extend: 'Przedłuż czas',
  regenerate: 'Wygeneruj nowy kod',
  expiringSoon: 'Kod wygaśnie {{when}}. Potrzebujesz więcej czasu?',
  announceReady: 'Nowy kod jest gotowy. Wygaśnie {{when}}.',
  announceExpiring: 'Kod wygaśnie {{when}}. Możesz przedłużyć czas.',
  announceExpired: 'Kod wygasł. Wygeneruj nowy kod.',
  forbidden: 'Nie możesz otrzymać kodu dla tego obiektu.',
} as const satisfies TranslationTree;
