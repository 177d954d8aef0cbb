import type { TranslationTree } from '@venue/routes';

/** The child form's words (it loads on "add" or "edit"), in Polish, under `account:actions.childForm.*` (the actions page part, translations/page-parts.ts). */
export default {
  fields: {
    first_name: 'Imię',
    last_name: 'Nazwisko',
    gender: 'Płeć',
    birth_date: 'Data urodzenia',
    venue_id: 'Obiekt',
  },
  choose: 'Wybierz…',
  venueHint: 'Obiekt, w którym dziecko będzie chodzić na zajęcia.',
  saveFailed: 'Nie udało się zapisać profilu dziecka. Spróbuj ponownie.',
  addTitle: 'Nowy profil dziecka',
  addSubmit: 'Dodaj profil dziecka',
  editTitle: 'Edycja profilu: {{name}}',
  saveChanges: 'Zapisz zmiany',
  added: 'Dodano profil dziecka: {{name}}.',
  updated: 'Zapisano zmiany w profilu: {{name}}.',
} as const satisfies TranslationTree;
