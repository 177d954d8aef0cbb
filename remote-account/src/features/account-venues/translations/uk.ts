import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `account:accountVenues.*` (merged in translations/uk.ts). */
export default {
  title: 'Ваші об’єкти',
  empty: 'У вас ще немає об’єктів — забронюйте корт, щоб почати.',
  bookAt: 'Забронювати корт в об’єкті',
  findAnother: 'Знайти інший об’єкт',
  owner: 'Власник',
  unknownVenue: 'Об’єкт № {{id}}',
  loadFailed: 'Не вдалося завантажити список об’єктів.',
} as const satisfies TranslationShapeOf<typeof pl>;
