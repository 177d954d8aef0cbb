import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The player's carnets in English, under `booking:myCarnets.*` (merged in translations/en.ts). */
export default {
  loading: 'Loading passes…',
  loadFailed: 'Failed to load your passes',
  empty: 'You have no passes yet',
  emptyHint: 'You can buy a pass on a venue’s page, in the Passes tab.',
  findVenue: 'Find a venue',
  left: 'Left: {{amount}}',
  state: {
    active: 'Available',
    awaiting_payment: 'Unavailable: awaiting payment',
    payment_failed: 'Unavailable: payment failed',
    expired: 'Unavailable: expired',
    used_up: 'Unavailable: used up',
  },
  why: {
    awaiting_payment: 'The pass becomes available once its payment is confirmed.',
    payment_failed: 'The payment for the pass failed, so it cannot be used. You can buy it again.',
    expired: 'The pass’s validity period has ended.',
    used_up: 'All the entries or the whole value of the pass have been used.',
  },
  paymentStatus: 'Check the payment status',
  facts: {
    value: 'Value',
    remaining: 'Remaining',
    price: 'Price',
    validity: 'Validity',
    added: 'Date added',
    expires: 'Valid until',
    expiresOncePaid: 'Counted from when the payment is confirmed',
  },
  usage: {
    heading: 'Usage history',
    none: 'The pass has not been used yet.',
    used: 'used',
    returned: 'given back',
    reservation: 'Reservation: {{court}}, {{when}}',
    at: 'Recorded: {{date}}',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
