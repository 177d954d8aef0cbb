import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of the shared reservation pieces in Ukrainian, under `booking:bookingRecap.*` (merged in translations/uk.ts). */
export default {
  trainerLine: 'Тренер: {{name}}',
  trainer: 'Тренер',
  groupClass: 'Заняття',
  priceList: 'Ціна',
  heading: 'Ваше бронювання',
  venue: 'Об’єкт',
  address: 'Адреса',
  court: 'Корт',
  date: 'Дата',
  time: 'Час',
  price: 'Ціна',
  paidFromWallet: 'Сплачено з гаманця',
  dates: 'Терміни',
  directions: 'Як дістатися',
  opensInNewTab: '(відкривається в новій вкладці)',
  calendar: {
    add: 'Додати до календаря (.ics)',
    done: 'Файл календаря завантажено.',
    failed: 'Не вдалося підготувати файл календаря. Спробуйте ще раз.',
    description: 'Бронювання: {{venue}}, {{court}}. Деталі та скасування: {{url}}',
    descriptionShort: 'Бронювання: {{venue}}, {{court}}.',
  },
  timezoneNote: 'Час указано в часовому поясі об’єкта: {{zone}}.',
} as const satisfies TranslationShapeOf<typeof pl>;
