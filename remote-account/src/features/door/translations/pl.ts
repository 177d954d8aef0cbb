import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:door.*` (merged in translations/pl.ts). */
export default {
  heading: 'Otwieranie drzwi',
  intro:
    'Otwórz drzwi obiektu telefonem, gdy masz w nim aktywną rezerwację: od {{minutes}} minut przed jej początkiem do jej końca.',
  noVenues: 'Drzwi otworzysz w obiekcie, w którym masz rezerwację. Zarezerwuj najpierw kort lub zajęcia.',
  loadFailed: 'Nie udało się wczytać Twoich obiektów.',
  venues: 'Twoje obiekty',
  open: 'Otwórz drzwi',
  openAt: 'Otwórz drzwi: {{venue}}',
  opened: 'Drzwi są otwarte. Zapraszamy!',
  notAllowed:
    'Nie możesz teraz otworzyć drzwi. Potrzebna jest aktywna rezerwacja w tym obiekcie, która zaczyna się w ciągu {{minutes}} minut albo właśnie trwa.',
  failed: 'Nie udało się otworzyć drzwi. Spróbuj ponownie albo skontaktuj się z recepcją.',
} as const satisfies TranslationTree;
