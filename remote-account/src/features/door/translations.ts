/** Strings of this feature, under `account:door.*` (merged in translations/account-translations.ts). */
export const doorTranslations = {
  pl: {
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
  },
  en: {
    heading: 'Door opening',
    intro:
      'Open the venue’s door with your phone while you have an active reservation there: from {{minutes}} minutes before it starts until it ends.',
    noVenues: 'You can open the door at a venue where you have a reservation. Book a court or a class first.',
    loadFailed: 'Your venues could not be loaded.',
    venues: 'Your venues',
    open: 'Open the door',
    openAt: 'Open the door: {{venue}}',
    opened: 'The door is open. Welcome!',
    notAllowed:
      'You cannot open the door now. You need an active reservation at this venue that starts within {{minutes}} minutes or is under way.',
    failed: 'Door open failed. Try again or contact the reception.',
  },
  uk: {
    heading: 'Відчинення дверей',
    intro:
      'Відчиняйте двері об’єкта телефоном, коли маєте там активне бронювання: від {{minutes}} хвилин до його початку і до його завершення.',
    noVenues: 'Відчинити двері можна в об’єкті, де у вас є бронювання. Спершу забронюйте корт або заняття.',
    loadFailed: 'Не вдалося завантажити ваші об’єкти.',
    venues: 'Ваші об’єкти',
    open: 'Відчинити двері',
    openAt: 'Відчинити двері: {{venue}}',
    opened: 'Двері відчинено. Ласкаво просимо!',
    notAllowed:
      'Зараз ви не можете відчинити двері. Потрібне активне бронювання в цьому об’єкті, яке починається протягом {{minutes}} хвилин або вже триває.',
    failed: 'Не вдалося відчинити двері. Спробуйте ще раз або зверніться на рецепцію.',
  },
} as const;
