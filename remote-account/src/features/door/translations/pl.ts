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
  notAllowed_one:
    'Nie możesz teraz otworzyć drzwi. Potrzebna jest aktywna rezerwacja w tym obiekcie, która zaczyna się w ciągu {{count}} minuty albo właśnie trwa.',
  notAllowed_few:
    'Nie możesz teraz otworzyć drzwi. Potrzebna jest aktywna rezerwacja w tym obiekcie, która zaczyna się w ciągu {{count}} minut albo właśnie trwa.',
  notAllowed_many:
    'Nie możesz teraz otworzyć drzwi. Potrzebna jest aktywna rezerwacja w tym obiekcie, która zaczyna się w ciągu {{count}} minut albo właśnie trwa.',
  notAllowed_other:
    'Nie możesz teraz otworzyć drzwi. Potrzebna jest aktywna rezerwacja w tym obiekcie, która zaczyna się w ciągu {{count}} minuty albo właśnie trwa.',
  notAllowedNoWindow:
    'Nie możesz teraz otworzyć drzwi. Potrzebna jest aktywna rezerwacja w tym obiekcie, która wkrótce się zaczyna albo właśnie trwa.',
  paymentRequired: 'Ten obiekt otwiera drzwi tylko dla opłaconej rezerwacji. Opłać ją w Moich rezerwacjach albo w recepcji.',
  failed: 'Nie udało się otworzyć drzwi. Spróbuj ponownie albo skontaktuj się z recepcją.',
} as const satisfies TranslationTree;
