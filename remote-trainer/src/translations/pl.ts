import type { TranslationTree } from '@venue/routes';

/** The trainer remote's namespace (`trainer`) in Polish: titles and what every page of the area shows. */
export default {
  title: {
    trainerProfile: 'Profil trenera',
    trainerOverview: 'Profil trenera – przegląd',
    trainerSchedule: 'Godziny pracy',
    trainerReservations: 'Rezerwacje trenera',
  },
  area: {
    notTrainer: 'Nie masz profilu trenera',
    notTrainerHint: 'Profil trenera zakłada recepcja obiektu, w którym prowadzisz zajęcia.',
    signedInAs: 'Zalogowano jako {{name}}.',
    toAccount: 'Przejdź do swojego konta',
    venue: 'Obiekt',
    venueNumber: 'Obiekt nr {{id}}',
    venuePending: '{{name}} (czeka na akceptację)',
    timezoneNote: 'Godziny podano w strefie czasowej obiektu: {{zone}}.',
    loadError: 'Nie udało się wczytać danych. Spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    loading: 'Wczytywanie…',
  },
  /** The working-hours check's and the reservations window's field errors (`trainer:validation.*` keys of @venue/api). */
  validation: {
    time: 'Wpisz godzinę w formacie GG:MM',
    timeOrder: 'Koniec musi być później niż początek',
    timeOverlap: 'Ten przedział nachodzi na inny przedział tego dnia',
    outsideOpeningHours: 'Obiekt jest wtedy zamknięty',
    duplicateDate: 'Ta data jest już na liście',
    rangeTooLong: 'Wybierz okres najwyżej 62 dni',
  },
  entry: {
    kind: { lesson: 'Lekcja indywidualna', class: 'Zajęcia grupowe', course: 'Kurs' },
    state: { upcoming: 'Nadchodząca', past: 'Zakończona', cancelled: 'Odwołana' },
    payment: { paid: 'Opłacona', unpaid: 'Nieopłacona' },
    participants_one: '{{count}} uczestnik',
    participants_few: '{{count}} uczestników',
    participants_many: '{{count}} uczestników',
    participants_other: '{{count}} uczestnika',
    participantsOf: '{{count}} z {{max}} miejsc zajętych',
    time: '{{start}}–{{end}}',
  },
} as const satisfies TranslationTree;
