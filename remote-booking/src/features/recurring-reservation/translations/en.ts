import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `booking:recurringReservation.*` (merged in translations/en.ts). */
export default {
  loading: 'Loading the sessions of the recurring reservation…',
  loadFailed: 'The recurring reservation could not be loaded.',
  back: 'Back to my reservations',
  notFound: {
    title: 'Recurring reservation not found',
    description: 'This recurring reservation does not exist or does not belong to your account.',
  },
  occurrences_one: '{{count}} session',
  occurrences_other: '{{count}} sessions',
  cancelled: 'Cancelled and released sessions: {{count}}',
  release: {
    note: 'Unpaid sessions will be released at {{time}} unless you pay for them by then. We will then send you a message listing them.',
    left_one: '{{count}} minute left.',
    left_other: '{{count}} minutes left.',
  },
  price: 'Price: {{amount}}',
  selectAllUnpaid: 'Select all unpaid',
  unselectAll: 'Unselect all',
  nothingToPay: 'Nothing to pay: the other sessions are paid, cancelled or already over.',
  pay: {
    leftOut_one: '{{count}} unselected session will be released at {{time}}.',
    leftOut_other: '{{count}} unselected sessions will be released at {{time}}.',
    title: 'Pay for the selected sessions',
    noneSelected: 'Select the sessions you want to pay for.',
    selected_one: '{{count}} session selected. To pay, service fee included: {{total}}.',
    selected_other: '{{count}} sessions selected. To pay, service fee included: {{total}}.',
    submit: 'Pay selected ({{amount}})',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
