import type { TranslationTree } from '@venue/routes';
import ask from './ask-pl';

/** My notifications in Polish, under `booking:myNotifications.*` (a page part, merged in translations/page-parts.ts). */
export default {
  loading: 'Ładowanie powiadomień…',
  loadFailed: 'Nie udało się pobrać powiadomień',
  empty: 'Nie masz jeszcze powiadomień',
  emptyHint:
    'Na stronie obiektu, w siatce kortów, wybierz zajęty termin i „Powiadom mnie, gdy się zwolni”. Gdy kort się zwolni, przytrzymamy go dla Ciebie i wyślemy SMS z linkiem do rezerwacji.',
  findVenue: 'Znajdź obiekt',
  court: '{{court}}',
  anyCourt: 'Dowolny kort',
  anyCourtOfType: 'Dowolny kort ({{type}})',
  window: '{{day}}, {{from}}–{{to}}',
  duration: 'Gra: {{count}} min',
  status: { pending: 'Oczekuje', sent: 'Wysłane' },
  outcome: {
    waiting: 'Czekamy, aż kort się zwolni.',
    held: 'Trzymamy dla Ciebie {{court}}, {{when}}, do {{until}}.',
    booked: 'Zarezerwowane z powiadomienia.',
    lapsed: 'Kort się zwolnił, ale nie został zarezerwowany na czas i przekazaliśmy go dalej.',
    expired: 'Termin minął, zanim kort się zwolnił.',
  },
  minutesLeft_one: 'Została {{count}} minuta',
  minutesLeft_few: 'Zostały {{count}} minuty',
  minutesLeft_many: 'Zostało {{count}} minut',
  minutesLeft_other: 'Zostało {{count}} minuty',
  holdOver: 'Czas na rezerwację minął.',
  bookNow: 'Zarezerwuj teraz',
  reservation: 'Zobacz rezerwację',
  delete: {
    open: 'Usuń',
    label: 'Usuń powiadomienie: {{what}}',
    question: 'Usunąć powiadomienie: {{what}}?',
    heldWarning: 'Kort trzymany dla Ciebie zwolnimy dla innych.',
    confirm: 'Tak, usuń',
    keep: 'Zostaw',
    failed: 'Nie udało się usunąć powiadomienia. Spróbuj ponownie.',
    done: 'Powiadomienie usunięte.',
  },
  ask,
} as const satisfies TranslationTree;
