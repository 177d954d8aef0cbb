import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `booking:paymentStatus.*` (merged in translations/en.ts). */
export default {
  loading: 'Checking the payment status…',
  announce: 'Payment status: {{status}}',
  status: {
    SUCCESS: {
      title: 'Payment successful',
      text: 'Thank you! The reservation is paid.',
    },
    CONFIRMED: {
      title: 'Payment confirmed',
      text: 'The operator confirmed the payment. The reservation is paid.',
    },
    PENDING: {
      title: 'Waiting for the payment to be confirmed',
      text: 'This usually takes a few moments. The page refreshes by itself.',
    },
    NOTCONFIRMED: {
      title: 'The payment is not confirmed yet',
      text: 'The bank has not confirmed the payment yet. The page refreshes by itself.',
    },
    VOIDED: {
      title: 'Payment declined',
      text: 'The payment was declined or cancelled and no money was taken.',
    },
    ABANDONED: {
      title: 'Payment abandoned',
      text: 'The payment was not completed and no money was taken.',
    },
    REFUNDED: {
      title: 'Payment refunded',
      text: 'The whole amount of the payment has been refunded.',
    },
    PARTIALLY_REFUNDED: {
      title: 'Payment partially refunded',
      text: 'Part of the payment amount has been refunded.',
    },
  },
  blikHint: 'Confirm the payment in your banking app.',
  transferHint: 'If the transfer was sent, the bank will confirm it within a few minutes.',
  unpaidNote: 'An unpaid online reservation is cancelled 30 minutes after it was made.',
  pollingStopped: 'We are still waiting for the confirmation. Automatic refreshing has stopped — use the “Refresh status” button.',
  refreshFailed: 'The status could not be refreshed. We will try again.',
  course: {
    label: 'Course',
    value: '{{name}} ({{child}})',
    paid: 'Thank you! The enrolment in {{name}} ({{child}}) is paid.',
    waiting: 'The enrolment in {{name}} waits for the payment to be confirmed; the place is held for 15 minutes from enrolling.',
  },
  carnet: {
    label: 'Pass',
    paid: 'Thank you! The pass {{name}} is paid and ready to use.',
    waiting: 'The pass {{name}} becomes available once the payment is confirmed.',
  },
  details: {
    title: 'Payment details',
    reference: 'Reference for support',
    method: 'Method',
    amount: 'Amount',
    serviceFee: 'Including the service fee',
    blik: 'BLIK',
    transfer: 'Bank transfer',
    other: 'Online payment',
    wallet: 'Wallet',
    fromWallet: 'From the wallet',
    byGateway: 'By BLIK or transfer',
  },
  actions: {
    refresh: 'Refresh status',
    tryAgain: 'Try paying again',
    reservationDetails: 'Reservation details',
    myReservations: 'My reservations',
    myCarnets: 'My passes',
    signIn: 'Sign in',
    home: 'Home page',
  },
  tryAgainWithLink: 'To try again, open the payment link you received once more.',
  errors: {
    missingId: 'The page address has no payment id.',
    invalidId: 'The payment id is invalid. Check the page address.',
    notFound: 'The payment was not found. Check that the page address is correct.',
    unauthorized: 'You do not have access to this payment. Sign in with the account that created it.',
    server: 'The payment server is temporarily unavailable. Please try again in a moment.',
    fetchFailed: 'The payment status could not be loaded. Check your connection and try again.',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
