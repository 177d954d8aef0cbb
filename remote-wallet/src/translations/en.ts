import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import balances from '../features/balances/translations/en';
import withdrawal from '../features/withdrawal/translations/en';
import history from '../features/history/translations/en';

/** The wallet remote's namespace (`wallet`) in English. */
export default {
  title: { wallet: 'Wallet' },
  validation: {
    withdrawalMin: 'The smallest withdrawal is 10,00 zł',
    withdrawalMax: 'You can withdraw at most 5000,00 zł at a time',
    iban: 'Enter a valid Polish account number (26 digits)',
    fullName: "Enter the account owner's first and last name",
  },
  ledger: {
    deposit: {
      payment_one: 'Online payment for {{count}} reservation',
      payment_other: 'Online payment for {{count}} reservations',
      topUp: 'Wallet top-up',
      carnet: 'Online payment for a pass',
    },
    serviceFee: 'Online payment service fee',
    settlement: 'Reservation paid',
    carnetPurchase: 'Pass purchase',
    refund: {
      cancelledInTime: 'Refund for a cancelled reservation',
      cancelledBeforePayment: 'Refund: the reservation was cancelled before the payment arrived',
      alreadyPaid: 'Refund: the reservation had already been paid',
      paymentVoided: 'Refund: the payment had been cancelled before the money arrived',
      courtResold: 'Refund: your late-cancelled court was booked again',
      other: 'Reservation refund',
    },
    freeze: 'Funds held for a withdrawal',
    unfreeze: 'Hold for a withdrawal released',
    paymentHold: 'Funds held for a payment',
    paymentHoldReleased: 'Hold for a payment released',
    manualAdjustment: 'Balance adjustment',
    withdrawal: 'Withdrawal to a bank account',
    detail: {
      booking: '{{venue}}, {{court}}, {{start}}',
      reservationNumber: 'Reservation no. {{id}}',
    },
  },
  balances,
  withdrawal,
  history,
} as const satisfies TranslationShapeOf<typeof pl>;
