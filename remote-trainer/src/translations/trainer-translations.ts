import type { Translations } from '@venue/routes';

/** The trainer remote's namespace (`trainer`). */
export const trainerTranslations = {
  pl: {
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
  },
  en: {
    title: {
      trainerProfile: 'Trainer profile',
      trainerOverview: 'Trainer overview',
      trainerSchedule: 'Working hours',
      trainerReservations: 'Trainer reservations',
    },
    section: {
      notAvailable: 'This section is not available yet.',
      signedInAs: 'Signed in as {{name}}.',
      visitor: 'You are not signed in.',
      toSchedule: 'Go to working hours',
      toReservations: 'Go to trainer reservations',
    },
  },
  uk: {
    title: {
      trainerProfile: 'Профіль тренера',
      trainerOverview: 'Огляд профілю тренера',
      trainerSchedule: 'Робочі години',
      trainerReservations: 'Бронювання тренера',
    },
    section: {
      notAvailable: 'Цей розділ ще недоступний.',
      signedInAs: 'Ви увійшли як {{name}}.',
      visitor: 'Ви не увійшли в систему.',
      toSchedule: 'Перейти до робочих годин',
      toReservations: 'Перейти до бронювань тренера',
    },
  },
} as const satisfies Translations;
