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
    'Kwota zarezerwowana na wypłatę w toku albo na płatność, której resztę pokrywa BLIK lub przelew: nie można jej wydać. Po wypłacie lub płatności znika z portfela, a jeśli się nie uda, wraca do dostępnych środków.',
} as const satisfies TranslationTree;
