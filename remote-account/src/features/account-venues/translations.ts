/** Strings of this feature, under `account:accountVenues.*` (merged in translations/account-translations.ts). */
export const accountVenuesTranslations = {
  pl: {
    title: 'Twoje obiekty',
    empty: 'Nie masz jeszcze żadnych obiektów — zarezerwuj kort, aby zacząć.',
    bookAt: 'Zarezerwuj kort w obiekcie',
    owner: 'Właściciel',
    unknownVenue: 'Obiekt nr {{id}}',
    loadFailed: 'Nie udało się załadować listy obiektów.',
  },
  en: {
    title: 'Your venues',
    empty: 'You have no venues yet — book a court to get started.',
    bookAt: 'Book a court at a venue',
    owner: 'Owner',
    unknownVenue: 'Venue no. {{id}}',
    loadFailed: 'Could not load the list of venues.',
  },
  uk: {
    title: 'Ваші об’єкти',
    empty: 'У вас ще немає об’єктів — забронюйте корт, щоб почати.',
    bookAt: 'Забронювати корт в об’єкті',
    owner: 'Власник',
    unknownVenue: 'Об’єкт № {{id}}',
    loadFailed: 'Не вдалося завантажити список об’єктів.',
  },
} as const;
