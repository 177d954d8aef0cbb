import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

export default {
  view: 'Вигляд',
  views: { week: 'Календар тижня', list: 'Список' },
  filter: 'Показати',
  filters: { upcoming: 'Майбутні', past: 'Минулі', cancelled: 'Скасовані' },
  previousWeek: 'Попередній тиждень',
  nextWeek: 'Наступний тиждень',
  thisWeek: 'Цей тиждень',
  weekRange: 'Тиждень {{first}} – {{last}}',
  listRange: {
    upcoming: 'Найближчі 8 тижнів',
    past: 'Останні 8 тижнів',
    cancelled: 'Від 4 тижнів тому до 4 тижнів наперед',
  },
  count_one: '{{count}} запис',
  count_few: '{{count}} записи',
  count_many: '{{count}} записів',
  count_other: '{{count}} запису',
  empty: {
    upcoming: 'Немає майбутніх занять',
    past: 'Немає минулих занять',
    cancelled: 'Немає скасованих занять',
  },
  emptyHint: 'Гравці бронюють заняття у ваші робочі години; групові заняття призначає об’єкт.',
  emptyDay: 'Цього дня нічого немає',
  details: {
    title: 'Деталі',
    close: 'Закрити деталі',
    kind: 'Тип',
    date: 'Дата',
    time: 'Час',
    court: 'Корт',
    player: 'Гравець',
    className: 'Заняття',
    state: 'Стан',
    payment: 'Оплата',
    price: 'Ваша ставка',
    participants: 'Учасники',
    notFound: 'Цього запису немає в показаному періоді.',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
