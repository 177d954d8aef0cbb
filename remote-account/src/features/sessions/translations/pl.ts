import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:sessions.*` (merged in translations/pl.ts). */
export default {
  heading: 'Zalogowane urządzenia',
  intro: 'Zgubiony telefon albo konto otwarte na cudzym komputerze? Wyloguj się ze wszystkich urządzeń naraz.',
  signOutEverywhere: 'Wyloguj ze wszystkich urządzeń',
} as const satisfies TranslationTree;
