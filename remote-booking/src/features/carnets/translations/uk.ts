import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Carnets on sale and buying one, in Ukrainian, under `booking:carnets.*` (merged in translations/uk.ts). */
export default {
  loading: 'Завантаження абонементів…',
  loadFailed: 'Не вдалося завантажити абонементи',
  empty: 'Немає доступних абонементів',
  emptyHint: 'Цей об’єкт зараз не продає абонементів. Корт можна забронювати й оплатити без абонемента.',
  toCourts: 'Забронювати корт',
  timezoneNote: 'Години вказано в часовому поясі об’єкта: {{zone}}',
  signInHint: 'Щоб купити абонемент, увійдіть — ви повернетеся до вибраного абонемента.',
  venueLink: 'Об’єкт: {{name}}',
  card: {
    value: 'Вартість',
    validity: 'Термін дії',
    validityDays: '{{days}} від оплати',
    sports: 'Види спорту',
    courts: 'Корти',
    allSports: 'Усі види спорту об’єкта',
    allCourts: 'Усі корти',
  },
  buy: {
    button: 'Купити абонемент',
    heading: 'Ви купуєте: {{name}}',
    usableOncePaid: 'Абонементом ({{value}}) можна буде скористатися після підтвердження оплати.',
    price: 'Ціна абонемента',
    cancel: 'Скасувати купівлю',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
