import type { TranslationTree } from '@venue/routes';

/** Strings of the courts flow's later steps (options, summary, done, a slot gone) in Polish, under `booking:courtsBooking.*` (a page part: they come with those steps). */
export default {
  minutes: '{{count}} min',
  back: 'Wstecz',
  toSummary: 'Przejdź do podsumowania',
  chooseAnotherTime: 'Wybierz inny termin',
  backToOptions: 'Wróć do opcji',
  signIn: 'Zaloguj się',
  reserveAndPay: 'Zarezerwuj i zapłać',
  reserveOnSite: 'Zarezerwuj',
  payAgain: 'Zapłać',
  options: {
    recap: 'Wybrany termin: {{court}}, {{date}}, od {{time}}',
    duration: 'Czas gry',
    partnerCards: 'Karty partnerskie',
    partnerCardsHint_one: 'Maksymalnie {{count}} karta na rezerwację.',
    partnerCardsHint_few: 'Maksymalnie {{count}} karty na rezerwację.',
    partnerCardsHint_many: 'Maksymalnie {{count}} kart na rezerwację.',
    partnerCardsHint_other: 'Maksymalnie {{count}} karty na rezerwację.',
    partnerCardLabel: '{{name}} (zniżka {{discount}} za kartę)',
    payment: 'Płatność',
    payOnline: 'Online ({{methods}})',
    payOnlineDetail: '+ opłata serwisowa',
    payOnSite: 'Na miejscu w obiekcie',
    paymentRequired: 'Wybierz sposób płatności',
    invoice: 'Chcę otrzymać fakturę',
    invoiceNeedsBilling: 'Do faktury potrzebne są dane rozliczeniowe w profilu.',
    addBillingData: 'Dodaj dane rozliczeniowe',
    repeatWeekly: 'Powtarzaj co tydzień',
    repeatWeeklyHint: 'Ten sam kort i ta sama godzina w kolejnych tygodniach. Przed rezerwacją zobaczysz, które terminy są wolne.',
    repeatUntil: 'Powtarzaj do dnia',
    regulationMissing: 'Zaakceptuj: {{title}}',
    blocked: 'Aby przejść dalej:',
  },
  summary: {
    venue: 'Obiekt',
    sport: 'Sport',
    court: 'Kort',
    when: 'Termin',
    duration: 'Czas gry',
    partnerCards: 'Karty partnerskie',
    cardCount_one: '{{count}} karta',
    cardCount_few: '{{count}} karty',
    cardCount_many: '{{count}} kart',
    cardCount_other: '{{count}} karty',
    payment: 'Płatność',
    invoice: 'Faktura',
    invoiceRequested: 'Tak',
    seriesPaidLater:
      'Po rezerwacji przejdziesz do rezerwacji stałej, gdzie zapłacisz za wszystkie terminy jedną płatnością. Terminy nieopłacone w ciągu 30 minut zwolnimy i wyślemy Ci wiadomość z ich listą.',
    reservedUnpaid: 'Rezerwacja została utworzona i czeka na płatność (30 minut).',
    freeCancellationUntil: 'Bezpłatne odwołanie do {{time}}. Przy późniejszym odwołaniu zapłacona kwota nie zostanie zwrócona.',
    freeCancellationUntilOnSite:
      'Bezpłatne odwołanie do {{time}}. Przy późniejszym odwołaniu obiekt może obciążyć Cię opłatą za ten termin.',
    noFreeCancellation_one:
      'Do rozpoczęcia zostało mniej niż {{count}} godzina, więc tej rezerwacji nie da się już bezpłatnie odwołać — po odwołaniu zapłacona kwota nie zostanie zwrócona.',
    noFreeCancellation_few:
      'Do rozpoczęcia zostało mniej niż {{count}} godziny, więc tej rezerwacji nie da się już bezpłatnie odwołać — po odwołaniu zapłacona kwota nie zostanie zwrócona.',
    noFreeCancellation_many:
      'Do rozpoczęcia zostało mniej niż {{count}} godzin, więc tej rezerwacji nie da się już bezpłatnie odwołać — po odwołaniu zapłacona kwota nie zostanie zwrócona.',
    noFreeCancellation_other:
      'Do rozpoczęcia zostało mniej niż {{count}} godziny, więc tej rezerwacji nie da się już bezpłatnie odwołać — po odwołaniu zapłacona kwota nie zostanie zwrócona.',
    noFreeCancellationOnSite_one:
      'Do rozpoczęcia zostało mniej niż {{count}} godzina, więc tej rezerwacji nie da się już bezpłatnie odwołać — po odwołaniu obiekt może obciążyć Cię opłatą za ten termin.',
    noFreeCancellationOnSite_few:
      'Do rozpoczęcia zostało mniej niż {{count}} godziny, więc tej rezerwacji nie da się już bezpłatnie odwołać — po odwołaniu obiekt może obciążyć Cię opłatą za ten termin.',
    noFreeCancellationOnSite_many:
      'Do rozpoczęcia zostało mniej niż {{count}} godzin, więc tej rezerwacji nie da się już bezpłatnie odwołać — po odwołaniu obiekt może obciążyć Cię opłatą za ten termin.',
    noFreeCancellationOnSite_other:
      'Do rozpoczęcia zostało mniej niż {{count}} godziny, więc tej rezerwacji nie da się już bezpłatnie odwołać — po odwołaniu obiekt może obciążyć Cię opłatą za ten termin.',
    freeCancellationSeries_one: 'Każdy termin można bezpłatnie odwołać najpóźniej {{count}} godzinę przed jego rozpoczęciem.',
    freeCancellationSeries_few: 'Każdy termin można bezpłatnie odwołać najpóźniej {{count}} godziny przed jego rozpoczęciem.',
    freeCancellationSeries_many: 'Każdy termin można bezpłatnie odwołać najpóźniej {{count}} godzin przed jego rozpoczęciem.',
    freeCancellationSeries_other: 'Każdy termin można bezpłatnie odwołać najpóźniej {{count}} godziny przed jego rozpoczęciem.',
    payWithin: 'Nieopłacona rezerwacja online zostanie anulowana po {{minutes}} minutach.',
  },
  series: {
    heading: 'Terminy w kolejnych tygodniach',
    failed: 'Nie udało się sprawdzić terminów',
    noneFree: 'Żaden z terminów nie jest wolny. Zmień godzinę lub datę końcową.',
    freeCount: 'Wolne terminy: {{count}} z {{total}}. Zarezerwujemy tylko wolne.',
    status: {
      free: 'Wolny',
      taken: 'Zajęty',
      beyond_advance_limit: 'Poza okresem rezerwacji',
      outside_opening_hours: 'Poza godzinami otwarcia',
      in_past: 'W przeszłości',
    },
  },
  conflict: {
    heading: 'Termin niedostępny',
    gone: 'Wybrany termin nie jest już dostępny.',
    alternatives: 'Najbliższe wolne terminy na tym korcie',
    noAlternatives: 'Na tym korcie nie ma w pobliżu wolnych terminów.',
  },
  errors: {
    slotTaken: 'Ten termin został właśnie zarezerwowany przez kogoś innego.',
    advanceLimit: 'Przekroczono maksymalny okres rezerwacji z wyprzedzeniem.',
    outsideOpeningHours: 'Ten termin wykracza poza godziny otwarcia obiektu.',
    slotInPast: 'Ten termin już się rozpoczął.',
    invalidDuration: 'Rezerwacja trwa od 60 do 240 minut, co 30 minut. Zmień czas gry.',
    regulationsNotAccepted: 'Zaakceptuj wszystkie wymagane regulaminy i zgody obiektu.',
    tooManyPartnerCards: 'Wybrano zbyt wiele kart partnerskich.',
    invoiceNeedsBilling: 'Do faktury potrzebne są dane rozliczeniowe w profilu. Dodaj je na stronie konta albo zarezerwuj bez faktury.',
    limitActive_one:
      'W tym obiekcie możesz mieć naraz najwyżej {{count}} aktywną rezerwację. Odwołaj którąś albo zarezerwuj, gdy któraś się odbędzie.',
    limitActive_few:
      'W tym obiekcie możesz mieć naraz najwyżej {{count}} aktywne rezerwacje. Odwołaj którąś albo zarezerwuj, gdy któraś się odbędzie.',
    limitActive_many:
      'W tym obiekcie możesz mieć naraz najwyżej {{count}} aktywnych rezerwacji. Odwołaj którąś albo zarezerwuj, gdy któraś się odbędzie.',
    limitActive_other:
      'W tym obiekcie możesz mieć naraz najwyżej {{count}} aktywnej rezerwacji. Odwołaj którąś albo zarezerwuj, gdy któraś się odbędzie.',
    limitUnpaidOnSite_zero: 'Ten obiekt nie przyjmuje rezerwacji z płatnością na miejscu. Wybierz płatność online.',
    limitUnpaidOnSite_one:
      'W tym obiekcie możesz mieć naraz najwyżej {{count}} nieopłaconą rezerwację z płatnością na miejscu. Wybierz płatność online.',
    limitUnpaidOnSite_few:
      'W tym obiekcie możesz mieć naraz najwyżej {{count}} nieopłacone rezerwacje z płatnością na miejscu. Wybierz płatność online.',
    limitUnpaidOnSite_many:
      'W tym obiekcie możesz mieć naraz najwyżej {{count}} nieopłaconych rezerwacji z płatnością na miejscu. Wybierz płatność online.',
    limitUnpaidOnSite_other:
      'W tym obiekcie możesz mieć naraz najwyżej {{count}} nieopłaconej rezerwacji z płatnością na miejscu. Wybierz płatność online.',
    limitSeries_one: 'Rezerwacja stała w tym obiekcie obejmuje najwyżej {{count}} tydzień. Skróć okres powtarzania.',
    limitSeries_few: 'Rezerwacja stała w tym obiekcie obejmuje najwyżej {{count}} tygodnie. Skróć okres powtarzania.',
    limitSeries_many: 'Rezerwacja stała w tym obiekcie obejmuje najwyżej {{count}} tygodni. Skróć okres powtarzania.',
    limitSeries_other: 'Rezerwacja stała w tym obiekcie obejmuje najwyżej {{count}} tygodnia. Skróć okres powtarzania.',
    signInAgain: 'Sesja wygasła. Zaloguj się ponownie — Twoje wybory zostaną zachowane.',
    rateLimited: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
    network: 'Brak połączenia. Sprawdź internet i spróbuj ponownie.',
    createFailed: 'Nie udało się utworzyć rezerwacji. Spróbuj ponownie.',
  },
  done: {
    heading: 'Zarezerwowano',
    booked: 'Kort jest zarezerwowany. Zapłacisz na miejscu w obiekcie.',
    bookedWithCarnet: 'Kort jest zarezerwowany i opłacony.',
    seriesBooked: 'Rezerwacja stała została utworzona. Zapłacisz na miejscu w obiekcie.',
    details: 'Szczegóły rezerwacji',
    series: 'Szczegóły rezerwacji stałej',
    myReservations: 'Moje rezerwacje',
    bookAnother: 'Zarezerwuj kolejny termin',
  },
} as const satisfies TranslationTree;
