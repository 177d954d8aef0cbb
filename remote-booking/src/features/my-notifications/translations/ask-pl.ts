import type { TranslationTree } from '@venue/routes';

/** The "notify me when it frees up" dialog of the courts grid in Polish, under `booking:myNotifications.ask.*` (in the page part, loaded with the dialog). */
export default {
  title: 'Powiadom mnie, gdy się zwolni',
  intro:
    'Gdy w tym czasie zwolni się kort, przytrzymamy go dla Ciebie i wyślemy SMS (oraz e-mail, jeśli jest potwierdzony) z linkiem do rezerwacji.',
  day: 'Dzień: {{day}}',
  court: 'Kort',
  anyCourt: 'Dowolny kort',
  anyCourtOfType: 'Dowolny kort ({{type}})',
  from: 'Od',
  to: 'Do',
  duration: 'Czas gry',
  minutes: '{{count}} min',
  submit: 'Powiadom mnie',
  cancel: 'Anuluj',
  close: 'Zamknij',
  done: 'Gotowe. Gdy kort się zwolni, przytrzymamy go dla Ciebie i damy znać.',
  toList: 'Moje powiadomienia',
  signIn: 'Zaloguj się, aby dostać powiadomienie, gdy kort się zwolni. Wrócisz tutaj.',
  signInButton: 'Zaloguj się',
  noProfile:
    'Powiadomienia są dla graczy, którzy mają już konto w tym obiekcie. Najpierw zarezerwuj tu dowolny termin, a potem poproś o powiadomienie.',
  errors: {
    createFailed: 'Nie udało się zapisać powiadomienia. Spróbuj ponownie.',
    endBeforeStart: 'Koniec musi być później niż początek.',
    durationTooLong: 'Czas gry nie mieści się między „Od” i „Do”.',
    inPast: 'Ten czas już minął albo zostało z niego za mało na grę.',
    advanceLimit: 'Ten dzień jest poza okresem, na który obiekt przyjmuje rezerwacje.',
    windowInvalid: 'Wybierz najwyżej dobę i kort tego sportu.',
    limit_one: 'Możesz mieć najwyżej {{count}} oczekujące powiadomienie. Usuń je w Moich powiadomieniach, aby dodać nowe.',
    limit_few: 'Możesz mieć najwyżej {{count}} oczekujące powiadomienia. Usuń któreś w Moich powiadomieniach, aby dodać nowe.',
    limit_many: 'Możesz mieć najwyżej {{count}} oczekujących powiadomień. Usuń któreś w Moich powiadomieniach, aby dodać nowe.',
    limit_other: 'Możesz mieć najwyżej {{count}} oczekującego powiadomienia. Usuń któreś w Moich powiadomieniach, aby dodać nowe.',
    session: 'Sesja wygasła. Zaloguj się ponownie.',
  },
} as const satisfies TranslationTree;
