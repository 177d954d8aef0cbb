import type { TranslationTree } from '@venue/routes';

/** What every carnet screen says the same way, under `booking:carnet.*` (merged in translations/pl.ts). */
export default {
  entries_one: '{{count}} wejście',
  entries_few: '{{count}} wejścia',
  entries_many: '{{count}} wejść',
  entries_other: '{{count}} wejścia',
  days_one: '{{count}} dzień',
  days_few: '{{count}} dni',
  days_many: '{{count}} dni',
  days_other: '{{count}} dnia',
  kind: {
    amount: 'Karnet kwotowy',
    entries: 'Karnet na wejścia',
  },
  anyHours: 'W godzinach otwarcia obiektu',
  hoursLabel: 'Godziny korzystania',
  reason: {
    not_paid: 'Czeka na płatność',
    expired: 'Karnet wygasł',
    used_up: 'Karnet jest wykorzystany',
    outside_hours: 'Poza godzinami karnetu',
    not_for_this_court: 'Nie obejmuje tego kortu ani sportu',
    insufficient_value: 'Za mało środków na karnecie',
  },
  paidWith: 'Opłacona karnetem {{name}} ({{amount}})',
  errors: {
    CARNET_NOT_FOUND: 'Nie znaleziono karnetu.',
    CARNET_EXPIRED: 'Karnet wygasł. Wybierz inny sposób płatności.',
    CARNET_USED_UP: 'Karnet jest już wykorzystany. Wybierz inny sposób płatności.',
    CARNET_NOT_PAID: 'Karnet nie jest jeszcze opłacony.',
    CARNET_HOURS_NOT_MATCHED: 'Wybrany termin nie mieści się w godzinach karnetu.',
    CARNET_NOT_FOR_THIS_COURT: 'Karnet nie obejmuje tego kortu ani sportu.',
    CARNET_INSUFFICIENT_VALUE:
      'Na karnecie jest za mało środków. Skorzystaj z kart partnerskich albo dopłać resztę BLIK-iem lub przelewem.',
    CARNET_NOT_ON_SALE: 'Ten karnet nie jest już w sprzedaży.',
  },
} as const satisfies TranslationTree;
