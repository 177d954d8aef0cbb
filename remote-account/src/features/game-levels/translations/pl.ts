import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:gameLevels.*` (merged in translations/pl.ts). */
export default {
  title: 'Poziom gry',
  description: 'Oceń swój poziom w każdej dyscyplinie w skali od 0 (początkujący) do 6 (profesjonalny). Pomaga dobrać partnerów i zajęcia.',
  notSet: 'Nie wybrano',
  option: '{{level}} – {{name}}',
  level: {
    beginner: 'początkujący',
    basic: 'podstawowy',
    intermediate: 'średniozaawansowany',
    advanced: 'zaawansowany',
    very_advanced: 'bardzo zaawansowany',
    semi_professional: 'półprofesjonalny',
    professional: 'profesjonalny',
  },
  submit: 'Zapisz poziomy gry',
  saved: 'Poziomy gry zostały zapisane.',
  unchanged: 'Nie zmieniono żadnego poziomu.',
  saveFailed: 'Nie udało się zapisać poziomów gry. Spróbuj ponownie.',
  loadFailed: 'Nie udało się załadować listy dyscyplin.',
  empty: 'Brak dyscyplin do oceny.',
} as const satisfies TranslationTree;
