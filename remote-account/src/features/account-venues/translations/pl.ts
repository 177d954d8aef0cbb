import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:accountVenues.*` (merged in translations/pl.ts). */
export default {
  title: 'Twoje obiekty',
  empty: 'Nie masz jeszcze żadnych obiektów — zarezerwuj kort, aby zacząć.',
  bookAt: 'Zarezerwuj kort w obiekcie',
  findAnother: 'Znajdź inny obiekt',
  owner: 'Właściciel',
  unknownVenue: 'Obiekt nr {{id}}',
  loadFailed: 'Nie udało się załadować listy obiektów.',
} as const satisfies TranslationTree;
