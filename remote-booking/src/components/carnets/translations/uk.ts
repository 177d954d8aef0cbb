import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** What every carnet screen says the same way, under `booking:carnet.*` (merged in translations/uk.ts). */
export default {
  entries_one: '{{count}} вхід',
  entries_few: '{{count}} входи',
  entries_many: '{{count}} входів',
  entries_other: '{{count}} входу',
  days_one: '{{count}} день',
  days_few: '{{count}} дні',
  days_many: '{{count}} днів',
  days_other: '{{count}} дня',
  kind: {
    amount: 'Грошовий абонемент',
    entries: 'Абонемент на входи',
  },
  anyHours: 'У години роботи об’єкта',
  hoursLabel: 'Години використання',
  reason: {
    not_paid: 'Очікує на оплату',
    expired: 'Термін дії абонемента минув',
    used_up: 'Абонемент використано',
    outside_hours: 'Поза годинами абонемента',
    not_for_this_court: 'Не діє для цього корту чи виду спорту',
    insufficient_value: 'На абонементі замало коштів',
  },
  paidWith: 'Оплачено абонементом {{name}} ({{amount}})',
  errors: {
    CARNET_NOT_FOUND: 'Абонемент не знайдено.',
    CARNET_EXPIRED: 'Термін дії абонемента минув. Виберіть інший спосіб оплати.',
    CARNET_USED_UP: 'Абонемент уже використано. Виберіть інший спосіб оплати.',
    CARNET_NOT_PAID: 'Абонемент ще не оплачено.',
    CARNET_HOURS_NOT_MATCHED: 'Вибраний час не входить у години абонемента.',
    CARNET_NOT_FOR_THIS_COURT: 'Абонемент не діє для цього корту чи виду спорту.',
    CARNET_INSUFFICIENT_VALUE:
      'На абонементі замало коштів. Скористайтеся партнерськими картками або доплатіть решту через BLIK чи переказом.',
    CARNET_NOT_ON_SALE: 'Цей абонемент більше не продається.',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
