import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The player's carnets in Ukrainian, under `booking:myCarnets.*` (merged in translations/uk.ts). */
export default {
  loading: 'Завантаження абонементів…',
  loadFailed: 'Не вдалося завантажити ваші абонементи',
  empty: 'У вас ще немає абонементів',
  emptyHint: 'Абонемент можна купити на сторінці об’єкта, у вкладці «Абонементи».',
  findVenue: 'Знайти об’єкт',
  left: 'Залишилося: {{amount}}',
  state: {
    active: 'Доступний',
    awaiting_payment: 'Недоступний: очікує на оплату',
    payment_failed: 'Недоступний: оплата не вдалася',
    expired: 'Недоступний: термін дії минув',
    used_up: 'Недоступний: використано',
  },
  why: {
    awaiting_payment: 'Абонемент стане доступним після підтвердження оплати.',
    payment_failed: 'Оплата абонемента не вдалася, тому ним не можна користуватися. Ви можете купити його знову.',
    expired: 'Термін дії абонемента минув.',
    used_up: 'Усі входи або вся сума абонемента використані.',
  },
  paymentStatus: 'Перевірити статус оплати',
  facts: {
    value: 'Вартість',
    remaining: 'Залишок',
    price: 'Ціна',
    validity: 'Термін дії',
    added: 'Дата додавання',
    expires: 'Дійсний до',
    expiresOncePaid: 'Рахується від підтвердження оплати',
  },
  usage: {
    heading: 'Історія використання',
    none: 'Абонемент ще не використовувався.',
    used: 'використано',
    returned: 'повернено',
    reservation: 'Бронювання: {{court}}, {{when}}',
    at: 'Записано: {{date}}',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
