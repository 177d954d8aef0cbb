import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `booking:reservationDetails.*` (merged in translations/en.ts). */
export default {
  loading: 'Loading the reservation…',
  loadFailed: 'The reservation could not be loaded.',
  back: 'Back to my reservations',
  notFound: {
    title: 'Reservation not found',
    description: 'This reservation does not exist or has been removed.',
  },
  forbidden: {
    title: 'This is not your reservation',
    description: 'You can only view the reservations of your own account.',
  },
  facts: {
    title: 'Reservation',
    venue: 'Venue',
    court: 'Court',
    date: 'Date',
    time: 'Time',
    duration: 'Duration',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    state: 'Status',
    payment: 'Payment',
    online: '(online)',
    onSite: '(on site)',
  },
  price: {
    title: 'Price',
    base: 'Reservation price',
    discount: 'Discount',
    serviceFee: 'Service fee',
    total: 'Total',
  },
  pay: {
    title: 'Pay online',
    inProgress:
      'A payment for this reservation is in progress. If you have confirmed it in your bank, the status will change shortly — refresh the page.',
  },
  payUntil: {
    note: 'Pay {{deadline}} at the latest, or the reservation will be cancelled.',
    left_one: '{{count}} minute left.',
    left_other: '{{count}} minutes left.',
    expired: 'The time to pay is over — the reservation is about to be cancelled.',
  },
  checkIn: {
    title: 'Check in at the venue',
    description: "Show this code at the venue's self-checkout kiosk: it checks you in for this reservation and lets you pay for it.",
    qrLabel: "QR code of the reservation on {{court}} for the venue's kiosk",
  },
  actions: 'What would you like to do?',
  course: {
    note: 'This is a session of the course {{course}} (participant: {{name}}). A single session cannot be cancelled — cancel the whole enrolment on the child’s card in your account.',
    toChildCard: 'Go to the child’s card',
  },
  cancel: {
    open: 'Cancel reservation',
    freeUntilNote: 'You can cancel it free of charge {{deadline}} at the latest.',
    title: 'Cancel this reservation?',
    titleLate: 'Cancel this reservation late?',
    consequence: {
      carnetEntries_one: 'Cancelling is free until {{freeUntil}}. {{count}} entry goes back to the pass {{name}}.',
      carnetEntries_other: 'Cancelling is free until {{freeUntil}}. {{count}} entries go back to the pass {{name}}.',
      carnetAmount: 'Cancelling is free until {{freeUntil}}. {{amount}} goes back to the pass {{name}}.',
      none: 'Cancelling is free until {{freeUntil}}. You have not paid anything, so nothing will be charged.',
      refund_to_wallet: 'Cancelling is free until {{freeUntil}}. We will refund {{amount}} to your wallet.',
      no_refund:
        'Free cancellation was possible until {{freeUntil}}. The reservation will be marked as cancelled late and the {{amount}} you paid will not be refunded.',
      late_fee_possible:
        'Free cancellation was possible until {{freeUntil}}. The reservation will be marked as cancelled late and the venue may charge you for the slot.',
    },
    consequenceNeverFree: {
      no_refund:
        'This booking was made after the free cancellation deadline had passed. It will be marked as cancelled late and the {{amount}} you paid will not be refunded.',
      late_fee_possible:
        'This booking was made after the free cancellation deadline had passed. It will be marked as cancelled late and the venue may charge you for the slot.',
    },
    feeNotRefunded: 'The online payment service fee is not refundable.',
    mayComeBack:
      'If someone books this court for the whole time again, the money you paid will come back to your wallet and we will let you know by text.',
    confirm: 'Yes, cancel',
    confirmLate: 'Yes, cancel late',
    keep: 'No, keep the reservation',
    failed: 'The reservation could not be cancelled. Please try again.',
    notCancellable: 'This reservation can no longer be cancelled.',
    doneFree: 'The reservation has been cancelled.',
    doneLate: 'The reservation has been cancelled late.',
    done: {
      carnetEntries_one: '{{count}} entry went back to the pass {{name}}.',
      carnetEntries_other: '{{count}} entries went back to the pass {{name}}.',
      carnetAmount: '{{amount}} went back to the pass {{name}}.',
      none: 'Nothing has been charged.',
      refund_to_wallet: '{{amount}} has been refunded to your wallet.',
      no_refund: 'The amount paid will not be refunded.',
      late_fee_possible: 'The venue may charge you for the slot.',
    },
  },
} as const satisfies TranslationShapeOf<typeof pl>;
