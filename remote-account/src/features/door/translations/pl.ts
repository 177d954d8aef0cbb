import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:door.*` (merged in translations/pl.ts). */
export default {
  heading: 'Otwieranie drzwi',
  // The window (DOOR_OPEN_BEFORE_MINUTES) comes from the server; "od" takes the genitive: od 1 minuty, od 5 minut.
  intro_one: 'Otwórz drzwi obiektu telefonem, gdy masz w nim aktywną rezerwację: od {{count}} minuty przed jej początkiem do jej końca.',
  intro_few: 'Otwórz drzwi obiektu telefonem, gdy masz w nim aktywną rezerwację: od {{count}} minut przed jej początkiem do jej końca.',
  intro_many: 'Otwórz drzwi obiektu telefonem, gdy masz w nim aktywną rezerwację: od {{count}} minut przed jej początkiem do jej końca.',
  intro_other: 'Otwórz drzwi obiektu telefonem, gdy masz w nim aktywną rezerwację: od {{count}} minuty przed jej początkiem do jej końca.',
  // When the window could not be loaded.
  introNoWindow:
    'Otwórz drzwi obiektu telefonem, gdy masz w nim aktywną rezerwację: w czasie jej trwania, a także przez pewien czas przed jej początkiem.',
  noVenues: 'Drzwi otworzysz w obiekcie, w którym masz rezerwację. Zarezerwuj najpierw kort lub zajęcia.',
  loadFailed: 'Nie udało się wczytać Twoich obiektów.',
  venues: 'Twoje obiekty',
  open: 'Otwórz drzwi',
  openAt: 'Otwórz drzwi: {{venue}}',
  opened: 'Drzwi są otwarte. Zapraszamy!',
} as const satisfies TranslationTree;
