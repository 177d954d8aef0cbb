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
  occurrences_one: '{{count}} заняття',
  occurrences_few: '{{count}} заняття',
  occurrences_many: '{{count}} занять',
  occurrences_other: '{{count}} заняття',
  cancelled: 'Скасовані та звільнені заняття: {{count}}',
  release: {
    note: 'Неоплачені заняття ми звільнимо о {{time}}, якщо до того часу ви їх не оплатите. Тоді ми надішлемо вам повідомлення з їх переліком.',
    left_one: 'Залишилася {{count}} хвилина.',
    left_few: 'Залишилося {{count}} хвилини.',
    left_many: 'Залишилося {{count}} хвилин.',
    left_other: 'Залишилося {{count}} хвилини.',
  },
  price: 'Ціна: {{amount}}',
  selectAllUnpaid: 'Вибрати всі неоплачені',
  unselectAll: 'Зняти вибір з усіх',
  nothingToPay: 'Немає чого оплачувати: інші заняття оплачені, скасовані або вже минули.',
  pay: {
    leftOut_one: '{{count}} невибране заняття ми звільнимо о {{time}}.',
    leftOut_few: '{{count}} невибрані заняття ми звільнимо о {{time}}.',
    leftOut_many: '{{count}} невибраних занять ми звільнимо о {{time}}.',
    leftOut_other: '{{count}} невибраного заняття ми звільнимо о {{time}}.',
    title: 'Оплатити вибрані заняття',
    noneSelected: 'Виберіть заняття, за які хочете заплатити.',
    selected_one: 'Вибрано {{count}} заняття. До сплати із сервісним збором: {{total}}.',
    selected_few: 'Вибрано {{count}} заняття. До сплати із сервісним збором: {{total}}.',
    selected_many: 'Вибрано {{count}} занять. До сплати із сервісним збором: {{total}}.',
    selected_other: 'Вибрано {{count}} заняття. До сплати із сервісним збором: {{total}}.',
    submit: 'Оплатити вибрані ({{amount}})',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
