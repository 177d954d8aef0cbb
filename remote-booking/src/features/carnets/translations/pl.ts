import type { TranslationTree } from '@venue/routes';

/** Carnets on sale and buying one, in Polish, under `booking:carnets.*` (merged in translations/pl.ts). */
export default {
  loading: 'Wczytywanie karnetów…',
  loadFailed: 'Nie udało się wczytać karnetów',
  empty: 'Brak dostępnych karnetów',
  emptyHint: 'Ten obiekt nie sprzedaje teraz karnetów. Kort możesz zarezerwować i opłacić bez karnetu.',
  toCourts: 'Zarezerwuj kort',
  timezoneNote: 'Godziny podane w strefie czasowej obiektu: {{zone}}',
  signInHint: 'Aby kupić karnet, zaloguj się — wrócisz do wybranego karnetu.',
  venueLink: 'Obiekt: {{name}}',
  card: {
    value: 'Wartość',
    validity: 'Ważność',
    validityDays: '{{days}} od opłacenia',
    sports: 'Sporty',
    courts: 'Korty',
    allSports: 'Wszystkie sporty obiektu',
    allCourts: 'Wszystkie korty',
  },
  buy: {
    button: 'Kup karnet',
    heading: 'Kupujesz: {{name}}',
    usableOncePaid: 'Karnet ({{value}}) będzie można wykorzystać po zaksięgowaniu płatności.',
    price: 'Cena karnetu',
    cancel: 'Anuluj zakup',
  },
} as const satisfies TranslationTree;
