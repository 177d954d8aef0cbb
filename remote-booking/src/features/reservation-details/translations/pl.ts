import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `booking:reservationDetails.*` (merged in translations/pl.ts). */
export default {
  loading: 'Wczytujemy rezerwację…',
  loadFailed: 'Nie udało się wczytać rezerwacji.',
  back: 'Wróć do moich rezerwacji',
  notFound: {
    title: 'Nie znaleziono rezerwacji',
    description: 'Ta rezerwacja nie istnieje albo została usunięta.',
  },
  forbidden: {
    title: 'To nie jest Twoja rezerwacja',
    description: 'Możesz oglądać tylko rezerwacje ze swojego konta.',
  },
  facts: {
    title: 'Rezerwacja',
    venue: 'Obiekt',
    court: 'Kort',
    date: 'Data',
    time: 'Godziny',
    duration: 'Czas trwania',
    minutes_one: '{{count}} minuta',
    minutes_few: '{{count}} minuty',
    minutes_many: '{{count}} minut',
    minutes_other: '{{count}} minuty',
    state: 'Status',
    payment: 'Płatność',
    online: '(online)',
    onSite: '(na miejscu)',
  },
  price: {
    title: 'Cena',
    base: 'Cena rezerwacji',
    discount: 'Rabat',
    serviceFee: 'Opłata serwisowa',
    total: 'Razem',
  },
  pay: {
    title: 'Zapłać online',
    inProgress: 'Płatność za tę rezerwację jest w toku. Gdy bank ją potwierdzi, status zmieni się za chwilę — odśwież stronę.',
  },
  payUntil: {
    note: 'Opłać najpóźniej {{deadline}}, inaczej rezerwacja zostanie anulowana.',
    left_one: 'Została {{count}} minuta.',
    left_few: 'Zostały {{count}} minuty.',
    left_many: 'Zostało {{count}} minut.',
    left_other: 'Zostało {{count}} minuty.',
    expired: 'Czas na płatność minął — rezerwacja zaraz zostanie anulowana.',
  },
  checkIn: {
    title: 'Zameldowanie na obiekcie',
    description: 'Pokaż ten kod w kiosku samoobsługowym obiektu: zamelduje Cię na tę rezerwację i pozwoli za nią zapłacić.',
    qrLabel: 'Kod QR rezerwacji na {{court}} do kiosku obiektu',
  },
  actions: 'Co chcesz zrobić?',
  course: {
    note: 'To spotkanie kursu {{course}} (uczestnik: {{name}}). Pojedynczego spotkania kursu nie można odwołać — cały zapis odwołasz na karcie dziecka w swoim koncie.',
    toChildCard: 'Przejdź do karty dziecka',
  },
  cancel: {
    open: 'Odwołaj rezerwację',
    freeUntilNote: 'Bezpłatnie odwołasz ją najpóźniej {{deadline}}.',
    title: 'Odwołać rezerwację?',
    titleLate: 'Odwołać rezerwację po terminie?',
    consequence: {
      carnetEntries_one: 'Odwołanie jest bezpłatne do {{freeUntil}}. {{count}} wejście wróci na karnet {{name}}.',
      carnetEntries_few: 'Odwołanie jest bezpłatne do {{freeUntil}}. {{count}} wejścia wrócą na karnet {{name}}.',
      carnetEntries_many: 'Odwołanie jest bezpłatne do {{freeUntil}}. {{count}} wejść wróci na karnet {{name}}.',
      carnetEntries_other: 'Odwołanie jest bezpłatne do {{freeUntil}}. {{count}} wejścia wróci na karnet {{name}}.',
      carnetAmount: 'Odwołanie jest bezpłatne do {{freeUntil}}. {{amount}} wróci na karnet {{name}}.',
      none: 'Odwołanie jest bezpłatne do {{freeUntil}}. Rezerwacja nie jest opłacona, więc nic nie zostanie pobrane.',
      refund_to_wallet: 'Odwołanie jest bezpłatne do {{freeUntil}}. Zwrócimy {{amount}} do Twojego portfela.',
      no_refund:
        'Bezpłatne odwołanie było możliwe do {{freeUntil}}. Rezerwacja zostanie oznaczona jako odwołana po terminie, a zapłacone {{amount}} nie zostanie zwrócone.',
      late_fee_possible:
        'Bezpłatne odwołanie było możliwe do {{freeUntil}}. Rezerwacja zostanie oznaczona jako odwołana po terminie, a obiekt może obciążyć Cię opłatą za ten termin.',
    },
    consequenceNeverFree: {
      no_refund:
        'Ta rezerwacja została zrobiona już po terminie bezpłatnego odwołania. Zostanie oznaczona jako odwołana po terminie, a zapłacone {{amount}} nie zostanie zwrócone.',
      late_fee_possible:
        'Ta rezerwacja została zrobiona już po terminie bezpłatnego odwołania. Zostanie oznaczona jako odwołana po terminie, a obiekt może obciążyć Cię opłatą za ten termin.',
    },
    feeNotRefunded: 'Opłata serwisowa za płatność online nie podlega zwrotowi.',
    mayComeBack:
      'Jeśli ktoś zarezerwuje ten kort ponownie na cały ten czas, zapłacone pieniądze wrócą do Twojego portfela, a my damy Ci znać SMS-em.',
    confirm: 'Tak, odwołaj',
    confirmLate: 'Tak, odwołaj po terminie',
    keep: 'Nie, zostaw rezerwację',
    failed: 'Nie udało się odwołać rezerwacji. Spróbuj ponownie.',
    notCancellable: 'Tej rezerwacji nie można już odwołać.',
    doneFree: 'Rezerwacja została odwołana.',
    doneLate: 'Rezerwacja została odwołana po terminie.',
    done: {
      carnetEntries_one: '{{count}} wejście wróciło na karnet {{name}}.',
      carnetEntries_few: '{{count}} wejścia wróciły na karnet {{name}}.',
      carnetEntries_many: '{{count}} wejść wróciło na karnet {{name}}.',
      carnetEntries_other: '{{count}} wejścia wróciło na karnet {{name}}.',
      carnetAmount: '{{amount}} wróciło na karnet {{name}}.',
      none: 'Nic nie zostało pobrane.',
      refund_to_wallet: 'Zwrot {{amount}} trafił do Twojego portfela.',
      no_refund: 'Zapłacona kwota nie zostanie zwrócona.',
      late_fee_possible: 'Obiekt może obciążyć Cię opłatą za ten termin.',
    },
  },
} as const satisfies TranslationTree;
