import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

export default {
  intro: 'Знайдіть об’єкт і забронюйте корт. Для перегляду входити не потрібно.',
  filters: 'Пошук об’єкта',
  search: 'Назва або місто',
  city: 'Місто',
  anyCity: 'Усі міста',
  sport: 'Спорт',
  anySport: 'Усі види спорту',
  count_one: '{{count}} об’єкт',
  count_few: '{{count}} об’єкти',
  count_many: '{{count}} об’єктів',
  count_other: '{{count}} об’єкта',
  sports: 'Види спорту',
  emptyTitle: 'Жоден об’єкт не підходить',
  emptyHint: 'Змініть пошук або скиньте фільтри.',
  reset: 'Скинути фільтри',
  noVenues: 'Об’єктів ще немає.',
  loadFailed: 'Не вдалося завантажити список об’єктів.',
} as const satisfies TranslationShapeOf<typeof pl>;
