import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `booking:paymentStatus.*` (merged in translations/pl.ts). */
export default {
  loading: 'Sprawdzamy status płatności…',
  announce: 'Status płatności: {{status}}',
  status: {
    SUCCESS: {
      title: 'Płatność zakończona sukcesem',
      text: 'Dziękujemy! Rezerwacja jest opłacona.',
    },
    CONFIRMED: {
      title: 'Płatność potwierdzona',
      text: 'Operator potwierdził płatność. Rezerwacja jest opłacona.',
    },
    PENDING: {
      title: 'Czekamy na potwierdzenie płatności',
      text: 'To zwykle trwa kilka chwil. Strona odświeża się sama.',
    },
    NOTCONFIRMED: {
      title: 'Płatność nie jest jeszcze potwierdzona',
      text: 'Bank nie potwierdził jeszcze płatności. Strona odświeża się sama.',
    },
    VOIDED: {
      title: 'Płatność odrzucona',
      text: 'Płatność została odrzucona lub anulowana i nie pobrano za nią pieniędzy.',
    },
    ABANDONED: {
      title: 'Płatność przerwana',
      text: 'Płatność nie została dokończona i nie pobrano za nią pieniędzy.',
    },
    REFUNDED: {
      title: 'Płatność zwrócona',
      text: 'Cała kwota płatności została zwrócona.',
    },
    PARTIALLY_REFUNDED: {
      title: 'Płatność częściowo zwrócona',
      text: 'Część kwoty płatności została zwrócona.',
    },
  },
  blikHint: 'Potwierdź płatność w aplikacji banku.',
  transferHint: 'Jeśli przelew został wysłany, bank potwierdzi go w ciągu kilku minut.',
  unpaidNote: 'Nieopłacona rezerwacja online jest anulowana 30 minut po jej utworzeniu.',
  pollingStopped: 'Wciąż czekamy na potwierdzenie. Automatyczne odświeżanie zostało wstrzymane — użyj przycisku „Odśwież status”.',
  refreshFailed: 'Nie udało się odświeżyć statusu. Spróbujemy ponownie.',
  course: {
    label: 'Kurs',
    value: '{{name}} ({{child}})',
    paid: 'Dziękujemy! Zapis na kurs {{name}} ({{child}}) jest opłacony.',
    waiting: 'Zapis na kurs {{name}} czeka na potwierdzenie płatności; miejsce jest zarezerwowane przez 15 minut od zapisu.',
  },
  carnet: {
    label: 'Karnet',
    paid: 'Dziękujemy! Karnet {{name}} jest opłacony i możesz z niego korzystać.',
    waiting: 'Karnet {{name}} będzie dostępny, gdy płatność zostanie potwierdzona.',
  },
  details: {
    title: 'Szczegóły płatności',
    reference: 'Kod dla obsługi',
    method: 'Metoda',
    amount: 'Kwota',
    serviceFee: 'W tym opłata serwisowa',
    blik: 'BLIK',
    transfer: 'Przelew bankowy',
    other: 'Płatność online',
    wallet: 'Portfel',
    fromWallet: 'Z portfela',
    byGateway: 'BLIK-iem lub przelewem',
  },
  actions: {
    refresh: 'Odśwież status',
    tryAgain: 'Spróbuj zapłacić ponownie',
    reservationDetails: 'Szczegóły rezerwacji',
    myReservations: 'Moje rezerwacje',
    myCarnets: 'Moje karnety',
    signIn: 'Zaloguj się',
    home: 'Strona główna',
  },
  tryAgainWithLink: 'Aby spróbować ponownie, otwórz jeszcze raz otrzymany link do płatności.',
  errors: {
    missingId: 'Brak identyfikatora płatności w adresie strony.',
    invalidId: 'Nieprawidłowy identyfikator płatności. Sprawdź adres strony.',
    notFound: 'Nie znaleziono płatności. Sprawdź, czy adres strony jest poprawny.',
    unauthorized: 'Nie masz dostępu do tej płatności. Zaloguj się na konto, z którego została utworzona.',
    server: 'Serwer płatności jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
    fetchFailed: 'Nie udało się pobrać statusu płatności. Sprawdź połączenie i spróbuj ponownie.',
  },
} as const satisfies TranslationTree;
