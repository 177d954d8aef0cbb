import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:children.*` (merged in translations/pl.ts). */
export default {
  title: 'Profil rodzica — dzieci',
  description: 'Dodaj profile dzieci, aby zapisywać je na zajęcia i kursy.',
  listLabel: 'Twoje dzieci',
  empty: 'Nie dodano jeszcze żadnego dziecka.',
  summary: 'Data urodzenia: {{birthDate}} · {{gender}} · {{venue}}',
  unknownVenue: 'Obiekt nr {{id}}',
  gender: { male: 'Chłopiec', female: 'Dziewczynka', not_defined: 'Nie podano' },
  add: 'Dodaj dziecko',
  edit: 'Edytuj',
  editNamed: 'Edytuj profil: {{name}}',
  delete: 'Usuń',
  deleteNamed: 'Usuń profil: {{name}}',
  loadFailed: 'Nie udało się załadować listy obiektów potrzebnej do profili dzieci.',
} as const satisfies TranslationTree;
