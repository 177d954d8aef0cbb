import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `booking:recurringReservation.*` (merged in translations/pl.ts). */
export default {
  loading: 'Wczytujemy terminy rezerwacji stałej…',
  loadFailed: 'Nie udało się wczytać rezerwacji stałej.',
  back: 'Wróć do moich rezerwacji',
  notFound: {
    title: 'Nie znaleziono rezerwacji stałej',
    description: 'Ta rezerwacja stała nie istnieje albo nie należy do Twojego konta.',
  },
  occurrences_one: '{{count}} termin',
  occurrences_few: '{{count}} terminy',
  occurrences_many: '{{count}} terminów',
  occurrences_other: '{{count}} terminu',
  cancelled: 'Odwołane i zwolnione terminy: {{count}}',
  release: {
    note: 'Nieopłacone terminy zwolnimy {{deadline}}, jeśli do tej pory nie zapłacisz za nie. Wyślemy Ci wtedy wiadomość z ich listą.',
    left_one: 'Została {{count}} minuta.',
    left_few: 'Zostały {{count}} minuty.',
    left_many: 'Zostało {{count}} minut.',
    left_other: 'Zostało {{count}} minuty.',
  },
  price: 'Cena: {{amount}}',
  selectAllUnpaid: 'Zaznacz wszystkie nieopłacone',
  unselectAll: 'Odznacz wszystkie',
  nothingToPay: 'Nie ma terminów do opłacenia: pozostałe są opłacone, odwołane albo już minęły.',
  pay: {
    leftOut_one: '{{count}} niezaznaczony termin zwolnimy {{deadline}}.',
    leftOut_few: '{{count}} niezaznaczone terminy zwolnimy {{deadline}}.',
    leftOut_many: '{{count}} niezaznaczonych terminów zwolnimy {{deadline}}.',
    leftOut_other: '{{count}} niezaznaczonego terminu zwolnimy {{deadline}}.',
    title: 'Zapłać za wybrane terminy',
    noneSelected: 'Zaznacz terminy, za które chcesz zapłacić.',
    selected_one: 'Wybrano {{count}} termin. Do zapłaty z opłatą serwisową: {{total}}.',
    selected_few: 'Wybrano {{count}} terminy. Do zapłaty z opłatą serwisową: {{total}}.',
    selected_many: 'Wybrano {{count}} terminów. Do zapłaty z opłatą serwisową: {{total}}.',
    selected_other: 'Wybrano {{count}} terminu. Do zapłaty z opłatą serwisową: {{total}}.',
    submit: 'Zapłać za wybrane ({{amount}})',
  },
} as const satisfies TranslationTree;
