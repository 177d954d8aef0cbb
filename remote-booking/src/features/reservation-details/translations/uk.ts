import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `booking:reservationDetails.*` (merged in translations/uk.ts). */
export default {
  loading: 'Завантажуємо бронювання…',
  loadFailed: 'Не вдалося завантажити бронювання.',
  back: 'Назад до моїх бронювань',
  notFound: {
    title: 'Бронювання не знайдено',
    description: 'Цього бронювання не існує або його видалено.',
  },
  forbidden: {
    title: 'Це не ваше бронювання',
    description: 'Ви можете переглядати лише бронювання свого облікового запису.',
  },
  facts: {
    title: 'Бронювання',
    venue: 'Об’єкт',
    court: 'Корт',
    date: 'Дата',
    time: 'Час',
    duration: 'Тривалість',
    minutes_one: '{{count}} хвилина',
    minutes_few: '{{count}} хвилини',
    minutes_many: '{{count}} хвилин',
    minutes_other: '{{count}} хвилини',
    state: 'Статус',
    payment: 'Оплата',
    online: '(онлайн)',
    onSite: '(на місці)',
  },
  price: {
    title: 'Ціна',
    base: 'Ціна бронювання',
    discount: 'Знижка',
    serviceFee: 'Сервісний збір',
    total: 'Разом',
  },
  pay: {
    title: 'Оплатити онлайн',
    inProgress: 'Оплата цього бронювання триває. Якщо ви підтвердили її в банку, статус незабаром зміниться — оновіть сторінку.',
  },
  payUntil: {
    note: 'Оплатіть до {{time}}, інакше бронювання буде скасовано.',
    left_one: 'Залишилася {{count}} хвилина.',
    left_few: 'Залишилося {{count}} хвилини.',
    left_many: 'Залишилося {{count}} хвилин.',
    left_other: 'Залишилося {{count}} хвилини.',
    expired: 'Час на оплату минув — бронювання зараз буде скасовано.',
  },
  actions: 'Що ви хочете зробити?',
  calendar: {
    add: 'Додати до календаря (.ics)',
    done: 'Файл календаря завантажено.',
    failed: 'Не вдалося підготувати файл календаря. Спробуйте ще раз.',
    description: 'Бронювання: {{venue}}, {{court}}. Деталі та скасування: {{url}}',
  },
  cancel: {
    open: 'Скасувати бронювання',
    title: 'Скасувати бронювання?',
    titleLate: 'Скасувати бронювання із запізненням?',
    consequence: {
      none: 'Скасування безкоштовне до {{freeUntil}}. Ви нічого не сплатили, тож нічого не буде стягнуто.',
      refund_to_wallet: 'Скасування безкоштовне до {{freeUntil}}. Ми повернемо {{amount}} на ваш гаманець.',
      no_refund:
        'Безкоштовне скасування було можливе до {{freeUntil}}. Бронювання буде позначено як скасоване із запізненням, а сплачені {{amount}} не буде повернено.',
      late_fee_possible:
        'Безкоштовне скасування було можливе до {{freeUntil}}. Бронювання буде позначено як скасоване із запізненням, і об’єкт може стягнути плату за цей час.',
    },
    feeNotRefunded: 'Сервісний збір за онлайн-оплату не повертається.',
    confirm: 'Так, скасувати',
    confirmLate: 'Так, скасувати із запізненням',
    keep: 'Ні, залишити бронювання',
    failed: 'Не вдалося скасувати бронювання. Спробуйте ще раз.',
    notCancellable: 'Це бронювання вже не можна скасувати.',
    doneFree: 'Бронювання скасовано.',
    doneLate: 'Бронювання скасовано із запізненням.',
    done: {
      none: 'Нічого не стягнуто.',
      refund_to_wallet: '{{amount}} повернено на ваш гаманець.',
      no_refund: 'Сплачену суму не буде повернено.',
      late_fee_possible: 'Об’єкт може стягнути плату за цей час.',
    },
  },
} as const satisfies TranslationShapeOf<typeof pl>;
