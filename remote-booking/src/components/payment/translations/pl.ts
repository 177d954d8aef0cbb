import type { TranslationTree } from '@venue/routes';
import regulations from '../../regulations/translations/pl';

/** Strings of this feature in Polish, under `booking:payment.*` (merged in translations/pl.ts). */
export default {
  method: {
    legend: 'Metoda płatności',
    blik: 'BLIK',
    blikDescription: 'Wpisz kod z aplikacji banku i potwierdź płatność w telefonie.',
    transfer: 'Przelew bankowy',
    transferDescription: 'Przekierujemy Cię na stronę płatności, gdzie wybierzesz swój bank.',
    loading: 'Wczytujemy metody płatności obiektu…',
    loadFailed: 'Nie udało się wczytać metod płatności. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Wczytaj ponownie',
    /** What "online" means at the venue: alone, and with the wallet beside it. */
    offered: { both: 'BLIK lub przelew', blik: 'BLIK', transfer: 'przelew' },
    offeredWithWallet: { both: 'BLIK, przelew lub portfel', blik: 'BLIK lub portfel', transfer: 'przelew lub portfel' },
    noneOffered: 'Ten obiekt nie przyjmuje teraz płatności online. Wybierz płatność na miejscu.',
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
  wallet: {
    use: 'Zapłać z portfela (saldo {{balance}})',
    /** What the wallet leaves is paid by the venue's online methods (`OfferedMethodsKind`). */
    hint: {
      both: 'Środki z portfela opłacą rezerwację w całości lub w części, resztę zapłacisz BLIK-iem lub przelewem.',
      blik: 'Środki z portfela opłacą rezerwację w całości lub w części, resztę zapłacisz BLIK-iem.',
      transfer: 'Środki z portfela opłacą rezerwację w całości lub w części, resztę zapłacisz przelewem.',
    },
    coversAll: 'Portfel pokryje całe {{amount}}. Bez opłaty serwisowej i bez przekierowania do banku.',
    coversPart: {
      both: 'Z portfela zapłacisz {{wallet}}, a pozostałe {{rest}} (z opłatą serwisową) BLIK-iem lub przelewem. Jeśli ta płatność się nie powiedzie, środki wrócą do portfela.',
      blik: 'Z portfela zapłacisz {{wallet}}, a pozostałe {{rest}} (z opłatą serwisową) BLIK-iem. Jeśli ta płatność się nie powiedzie, środki wrócą do portfela.',
      transfer:
        'Z portfela zapłacisz {{wallet}}, a pozostałe {{rest}} (z opłatą serwisową) przelewem. Jeśli ta płatność się nie powiedzie, środki wrócą do portfela.',
    },
    fromWallet: 'Z portfela',
    rest: { both: 'Do zapłaty BLIK-iem lub przelewem', blik: 'Do zapłaty BLIK-iem', transfer: 'Do zapłaty przelewem' },
    payFromWallet: 'Zapłać {{amount}} z portfela',
  },
  pay: 'Zapłać {{amount}}',
  paying: 'Rozpoczynamy płatność…',
  redirecting: 'Przekierowujemy na stronę płatności…',
  errors: {
    regulationsNotAccepted: 'Zaakceptuj wszystkie wymagane regulaminy i zgody obiektu.',
    insufficientFunds: 'W portfelu jest już za mało środków na całą kwotę. Sprawdź nowe saldo i wybierz metodę płatności na resztę.',
    alreadyPaid: 'Ta rezerwacja jest już opłacona.',
    notPayable: 'Wykryto problem z płatnością. Spróbuj później lub skontaktuj się z obsługą obiektu.',
    initialization: 'Nie udało się zainicjować płatności u operatora. Spróbuj ponownie za chwilę.',
    noRedirectUrl: 'Operator płatności nie podał adresu strony płatności. Spróbuj ponownie.',
    blikCode: 'Kod BLIK został odrzucony. Wygeneruj nowy kod w aplikacji banku i spróbuj ponownie.',
    network: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    unauthorized: 'Twoja sesja wygasła. Zaloguj się ponownie, aby zapłacić.',
    notFound: 'Nie znaleziono rezerwacji do opłacenia.',
    creation: 'Nie udało się utworzyć płatności. Spróbuj ponownie.',
    methodNotAccepted: 'Ten obiekt nie przyjmuje już tej metody płatności. Wybierz jedną z dostępnych i zapłać ponownie.',
  },
  legal: {
    loadFailed: 'Nie udało się pobrać informacji prawnych operatora płatności. Możesz mimo to zapłacić.',
    regulations: 'Regulamin usługi płatniczej',
    newTab: '(otwiera się w nowej karcie)',
  },
  // The venue's regulations are accepted wherever one pays (the courts options step loads these strings too).
  regulations,
} as const satisfies TranslationTree;
