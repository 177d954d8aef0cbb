import type { TranslationTree } from '@venue/routes';

/** Strings of the balances, under `wallet:balances.*`. */
export default {
  title: 'Saldo',
  loading: 'Ładowanie salda portfela…',
  loadFailed: 'Nie udało się pobrać danych portfela.',
  available: 'Dostępne środki',
  availableExplained: 'Możesz nimi zapłacić za rezerwację albo wypłacić je na swoje konto bankowe.',
  frozen: 'Zablokowane środki',
  frozenExplained:
    'Kwota zarezerwowana na wypłatę w toku: nie można jej wydać. Po wypłacie znika z portfela, a jeśli wypłata się nie uda, wraca do dostępnych środków.',
} as const satisfies TranslationTree;
