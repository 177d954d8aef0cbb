import type { TranslationTree } from '@venue/routes';

/** Strings of the shared reservation pieces in Polish, under `booking:bookingRecap.*` (merged in translations/pl.ts). */
export default {
  trainerLine: 'Trener: {{name}}',
  trainer: 'Trener',
  groupClass: 'Zajęcia',
  priceList: 'Cennik',
  heading: 'Twoja rezerwacja',
  venue: 'Obiekt',
  address: 'Adres',
  court: 'Kort',
  date: 'Data',
  time: 'Godzina',
  price: 'Cena',
  paidFromWallet: 'Opłacono z portfela',
  dates: 'Terminy',
  directions: 'Jak dojechać',
  opensInNewTab: '(otwiera się w nowej karcie)',
  calendar: {
    add: 'Dodaj do kalendarza (.ics)',
    done: 'Pobrano plik kalendarza.',
    failed: 'Nie udało się przygotować pliku kalendarza. Spróbuj ponownie.',
    description: 'Rezerwacja: {{venue}}, {{court}}. Szczegóły i odwołanie: {{url}}',
    descriptionShort: 'Rezerwacja: {{venue}}, {{court}}.',
  },
  timezoneNote: 'Godziny podane w strefie czasowej obiektu: {{zone}}.',
} as const satisfies TranslationTree;
