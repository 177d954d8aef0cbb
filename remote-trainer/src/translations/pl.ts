import type { TranslationTree } from '@venue/routes';

/** The trainer remote's namespace (`trainer`) in Polish. */
export default {
  title: {
    trainerProfile: 'Profil trenera',
    trainerOverview: 'Profil trenera – przegląd',
    trainerSchedule: 'Godziny pracy',
    trainerReservations: 'Rezerwacje trenera',
  },
  section: {
    notAvailable: 'Ta sekcja nie jest jeszcze dostępna.',
    signedInAs: 'Zalogowano jako {{name}}.',
    visitor: 'Nie jesteś zalogowany.',
    toSchedule: 'Przejdź do godzin pracy',
    toReservations: 'Przejdź do rezerwacji trenera',
  },
} as const satisfies TranslationTree;
