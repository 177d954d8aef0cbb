import type { TranslationTree } from '@venue/routes';

/** Strings of the trainer reservations page (`trainer:reservations.*`), fetched with the page. */
export default {
  view: 'Widok',
  views: { week: 'Kalendarz tygodnia', list: 'Lista' },
  filter: 'Pokaż',
  filters: { upcoming: 'Nadchodzące', past: 'Minione', cancelled: 'Odwołane' },
  previousWeek: 'Poprzedni tydzień',
  nextWeek: 'Następny tydzień',
  thisWeek: 'Ten tydzień',
  weekRange: 'Tydzień {{first}} – {{last}}',
  listRange: {
    upcoming: 'Najbliższe 8 tygodni',
    past: 'Ostatnie 8 tygodni',
    cancelled: 'Od 4 tygodni wstecz do 4 tygodni naprzód',
  },
  count_one: '{{count}} pozycja',
  count_few: '{{count}} pozycje',
  count_many: '{{count}} pozycji',
  count_other: '{{count}} pozycji',
  empty: {
    upcoming: 'Brak nadchodzących lekcji i zajęć',
    past: 'Brak minionych lekcji i zajęć',
    cancelled: 'Brak odwołanych lekcji i zajęć',
  },
  emptyHint: 'Gracze rezerwują lekcje w Twoich godzinach pracy; zajęcia grupowe przypisuje obiekt.',
  emptyDay: 'Nic tego dnia',
  details: {
    title: 'Szczegóły',
    close: 'Zamknij szczegóły',
    kind: 'Rodzaj',
    date: 'Data',
    time: 'Godzina',
    court: 'Kort',
    player: 'Gracz',
    className: 'Zajęcia',
    state: 'Stan',
    payment: 'Płatność',
    price: 'Twoja stawka',
    participants: 'Uczestnicy',
    notFound: 'Tej pozycji nie ma w pokazanym okresie.',
  },
} as const satisfies TranslationTree;
