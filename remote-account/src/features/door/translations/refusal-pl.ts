import type { TranslationTree } from '@venue/routes';

/** Why the door did not open, in Polish, under `account:actions.doorRefusal.*`: in the actions page part, fetched with the first refusal (translations/page-parts.ts). */
export default {
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
