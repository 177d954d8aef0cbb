import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import balances from '../features/balances/translations/uk';
import withdrawal from '../features/withdrawal/translations/uk';
import history from '../features/history/translations/uk';

/** The wallet remote's namespace (`wallet`) in Ukrainian. */
export default {
  title: { wallet: 'Гаманець' },
  validation: {
    withdrawalMin: 'Найменша сума виведення — 10,00 zł',
    withdrawalMax: 'За один раз можна вивести не більше 5000,00 zł',
    iban: 'Введіть правильний номер польського рахунку (26 цифр)',
    fullName: 'Введіть ім’я та прізвище власника рахунку',
  },
  ledger: {
    deposit: {
      payment_one: 'Онлайн-оплата за {{count}} бронювання',
      payment_few: 'Онлайн-оплата за {{count}} бронювання',
      payment_many: 'Онлайн-оплата за {{count}} бронювань',
      payment_other: 'Онлайн-оплата за {{count}} бронювання',
      topUp: 'Поповнення гаманця',
      carnet: 'Онлайн-оплата за абонемент',
    },
    serviceFee: 'Сервісний збір за онлайн-оплату',
    settlement: 'Оплата бронювання',
    carnetPurchase: 'Купівля абонемента',
    refund: {
      cancelledInTime: 'Повернення за скасоване бронювання',
      cancelledBeforePayment: 'Повернення: бронювання скасовано до надходження оплати',
      alreadyPaid: 'Повернення: бронювання вже було оплачено',
      paymentVoided: 'Повернення: платіж було скасовано до надходження коштів',
      courtResold: 'Повернення: корт, скасований із запізненням, забронювали знову',
      other: 'Повернення за бронювання',
    },
    freeze: 'Блокування коштів для виведення',
    unfreeze: 'Зняття блокування коштів для виведення',
    paymentHold: 'Блокування коштів для оплати',
    paymentHoldReleased: 'Зняття блокування коштів для оплати',
    manualAdjustment: 'Коригування балансу',
    withdrawal: 'Виведення на банківський рахунок',
    detail: {
      booking: '{{venue}}, {{court}}, {{start}}',
      reservationNumber: 'Бронювання № {{id}}',
    },
  },
  balances,
  withdrawal,
  history,
} as const satisfies TranslationShapeOf<typeof pl>;
