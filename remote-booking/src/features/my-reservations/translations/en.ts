import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `booking:myReservations.*` (merged in translations/en.ts). */
export default {
  tabs: {
    label: 'Reservation type',
    single: 'Single',
    recurring: 'Recurring',
    singleClasses: 'Single classes',
    recurringClasses: 'Recurring classes',
  },
  nearest: {
    title: 'Next reservation',
    loading: 'Loading your next reservation…',
    none: 'You have no upcoming reservations.',
    unavailable: 'Your next reservation could not be loaded.',
    details: 'See details',
  },
  filters: {
    legend: 'Filters',
    /** The button that shows and hides the filters; `n` active filters in brackets (a number only: no plural form). */
    toggle: 'Filters',
    toggleActive: 'Filters ({{n}})',
    from: 'From',
    to: 'To',
    showCancelled: 'Show cancelled',
    quick: 'Next',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    upcoming: 'All upcoming',
    rangeInvalid: 'The end date cannot be before the start date.',
    fixRange: 'Correct the date range to see your reservations.',
  },
  list: {
    courseChild: 'Participant: {{name}}',
    coursePay: 'Pay now',
    courseCancel: 'Cancel the enrolment on the child’s card',
    loading: 'Loading reservations…',
    loadFailed: 'Your reservations could not be loaded.',
    count_one: '{{count}} reservation found.',
    count_other: '{{count}} reservations found.',
    total: 'Total: {{amount}}',
    details: 'Details',
  },
  series: {
    count_one: '{{count}} recurring reservation found.',
    count_other: '{{count}} recurring reservations found.',
    weekly: 'Weekly: {{when}}',
    occurrences_one: '{{count}} date',
    occurrences_other: '{{count}} dates',
    unpaid_one: '{{count}} unpaid',
    unpaid_other: '{{count}} unpaid',
    open: 'See dates',
  },
  empty: {
    classesTitle: 'You have no class sign-ups in this period.',
    browseClasses: 'Browse classes',
    title: 'No reservations in this period',
    description: 'Change the filters or book a court.',
    book: 'Book a court',
    onlyRecurring_one: 'In this period you have {{count}} recurring reservation and no single ones',
    onlyRecurring_other: 'In this period you have {{count}} recurring reservations and no single ones',
    showRecurring: 'Show recurring reservations',
  },
  paymentStatus: {
    paid: 'Paid',
    unpaid: 'Unpaid',
    pending: 'Payment in progress',
    pending_online: 'Awaiting online payment',
    refunded: 'Refunded',
  },
  state: {
    active: 'Active',
    cancelled: 'Cancelled',
    cancelled_not_on_time: 'Cancelled late',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
