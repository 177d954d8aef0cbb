import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `account:children.*` (merged in translations/uk.ts). */
export default {
  title: 'Профіль батьків — діти',
  description: 'Додайте профілі дітей, щоб записувати їх на заняття та курси.',
  listLabel: 'Ваші діти',
  empty: 'Ви ще не додали жодної дитини.',
  summary: 'Дата народження: {{birthDate}} · {{gender}} · {{venue}}',
  unknownVenue: 'Об’єкт № {{id}}',
  gender: { male: 'Хлопчик', female: 'Дівчинка', not_defined: 'Не вказано' },
  add: 'Додати дитину',
  edit: 'Редагувати',
  editNamed: 'Редагувати профіль: {{name}}',
  delete: 'Видалити',
  deleteNamed: 'Видалити профіль: {{name}}',
  loadFailed: 'Не вдалося завантажити список об’єктів, потрібний для профілів дітей.',
} as const satisfies TranslationShapeOf<typeof pl>;
