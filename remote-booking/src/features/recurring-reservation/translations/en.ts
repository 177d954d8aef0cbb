import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `booking:recurringReservation.*` (merged in translations/en.ts). */
export default {
  loading: 'Loading the dates of the recurring reservation…',
  loadFailed: 'The recurring reservation could not be loaded.',
  back: 'Back to my reservations',
  notFound: {
    title: 'Recurring reservation not found',
    description: 'This recurring reservation does not exist or does not belong to your account.',
  },
  occurrences_one: '{{count}} date',
  occurrences_other: '{{count}} dates',
  cancelled: 'Cancelled and released dates: {{count}}',
  release: {
    note: 'Unpaid dates will be released {{deadline}} unless you pay for them by then. We will then send you a message listing them.',
    left_one: '{{count}} minute left.',
    left_other: '{{count}} minutes left.',
  },
  price: 'Price: {{amount}}',
  selectAllUnpaid: 'Select all unpaid',
  unselectAll: 'Unselect all',
  nothingToPay: 'Nothing to pay: the other dates are paid, cancelled or already over.',
  pay: {
    leftOut_one: '{{count}} unselected date will be released {{deadline}}.',
    leftOut_other: '{{count}} unselected dates will be released {{deadline}}.',
    title: 'Pay for the selected dates',
    noneSelected: 'Select the dates you want to pay for.',
    selected_one: '{{count}} date selected. To pay, service fee included: {{total}}.',
    selected_other: '{{count}} dates selected. To pay, service fee included: {{total}}.',
    submit: 'Pay selected ({{amount}})',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
