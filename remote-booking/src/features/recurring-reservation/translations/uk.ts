import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `booking:recurringReservation.*` (merged in translations/uk.ts). */
export default {
  loading: 'Завантажуємо дати постійного бронювання…',
  loadFailed: 'Не вдалося завантажити постійне бронювання.',
  back: 'Назад до моїх бронювань',
  notFound: {
    title: 'Постійне бронювання не знайдено',
    description: 'Цього постійного бронювання не існує або воно не належить вашому обліковому запису.',
  },
  occurrences_one: '{{count}} термін',
  occurrences_few: '{{count}} терміни',
  occurrences_many: '{{count}} термінів',
  occurrences_other: '{{count}} терміну',
  cancelled: 'Скасовані та звільнені терміни: {{count}}',
  release: {
    note: 'Неоплачені терміни ми звільнимо {{deadline}}, якщо до того часу ви їх не оплатите. Тоді ми надішлемо вам повідомлення з їх переліком.',
    left_one: 'Залишилася {{count}} хвилина.',
    left_few: 'Залишилося {{count}} хвилини.',
    left_many: 'Залишилося {{count}} хвилин.',
    left_other: 'Залишилося {{count}} хвилини.',
  },
  price: 'Ціна: {{amount}}',
  selectAllUnpaid: 'Вибрати всі неоплачені',
  unselectAll: 'Зняти вибір з усіх',
  nothingToPay: 'Немає чого оплачувати: інші терміни оплачені, скасовані або вже минули.',
  pay: {
    leftOut_one: '{{count}} невибраний термін ми звільнимо {{deadline}}.',
    leftOut_few: '{{count}} невибрані терміни ми звільнимо {{deadline}}.',
    leftOut_many: '{{count}} невибраних термінів ми звільнимо {{deadline}}.',
    leftOut_other: '{{count}} невибраного терміну ми звільнимо {{deadline}}.',
    title: 'Оплатити вибрані терміни',
    noneSelected: 'Виберіть терміни, за які хочете заплатити.',
    selected_one: 'Вибрано {{count}} термін. До сплати із сервісним збором: {{total}}.',
    selected_few: 'Вибрано {{count}} терміни. До сплати із сервісним збором: {{total}}.',
    selected_many: 'Вибрано {{count}} термінів. До сплати із сервісним збором: {{total}}.',
    selected_other: 'Вибрано {{count}} терміну. До сплати із сервісним збором: {{total}}.',
    submit: 'Оплатити вибрані ({{amount}})',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
