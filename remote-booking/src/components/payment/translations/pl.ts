import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `booking:payment.*` (merged in translations/pl.ts). */
export default {
  method: {
    legend: 'Metoda płatności',
    blik: 'BLIK',
    blikDescription: 'Wpisz kod z aplikacji banku i potwierdź płatność w telefonie.',
    transfer: 'Przelew bankowy',
    transferDescription: 'Przekierujemy Cię na stronę płatności, gdzie wybierzesz swój bank.',
  },
  blikCode: {
    label: 'Kod BLIK',
    hint: 'Otwórz aplikację swojego banku i przepisz 6-cyfrowy kod BLIK. Kod jest ważny przez 2 minuty.',
  },
  validation: {
    methodRequired: 'Wybierz metodę płatności.',
    blikCode: 'Wprowadź poprawny 6-cyfrowy kod BLIK.',
  },
  summary: {
    basePrice: 'Cena rezerwacji',
    discount: 'Rabat',
    serviceFee: 'Opłata serwisowa',
    serviceFeeNote: 'Opłata serwisowa jest doliczana do każdej płatności online.',
    total: 'Do zapłaty',
    totalOnSite: 'Do zapłaty na miejscu',
  },
  pay: 'Zapłać {{amount}}',
  paying: 'Rozpoczynamy płatność…',
  redirecting: 'Przekierowujemy na stronę płatności…',
  errors: {
    alreadyPaid: 'Ta rezerwacja jest już opłacona.',
    notPayable: 'Wykryto problem z płatnością. Spróbuj później lub skontaktuj się z obsługą obiektu.',
    initialization: 'Nie udało się zainicjować płatności u operatora. Spróbuj ponownie za chwilę.',
    noRedirectUrl: 'Operator płatności nie podał adresu strony płatności. Spróbuj ponownie.',
    blikCode: 'Kod BLIK został odrzucony. Wygeneruj nowy kod w aplikacji banku i spróbuj ponownie.',
    network: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    unauthorized: 'Twoja sesja wygasła. Zaloguj się ponownie, aby zapłacić.',
    notFound: 'Nie znaleziono rezerwacji do opłacenia.',
    creation: 'Nie udało się utworzyć płatności. Spróbuj ponownie.',
  },
  legal: {
    loadFailed: 'Nie udało się pobrać informacji prawnych operatora płatności. Możesz mimo to zapłacić.',
    regulations: 'Regulamin usługi płatniczej',
    newTab: '(otwiera się w nowej karcie)',
  },
} as const satisfies TranslationTree;
