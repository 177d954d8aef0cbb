import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Carnets on sale and buying one, in English, under `booking:carnets.*` (merged in translations/en.ts). */
export default {
  loading: 'Loading passes…',
  loadFailed: 'Failed to load the passes',
  empty: 'No passes available',
  emptyHint: 'This venue sells no passes at the moment. You can book and pay for a court without one.',
  toCourts: 'Book a court',
  timezoneNote: 'Hours are given in the venue’s time zone: {{zone}}',
  signInHint: 'Sign in to buy a pass — you will come back to the one you chose.',
  venueLink: 'Venue: {{name}}',
  card: {
    value: 'Value',
    validity: 'Validity',
    validityDays: '{{days}} from payment',
    sports: 'Sports',
    courts: 'Courts',
    allSports: 'All sports of the venue',
    allCourts: 'All courts',
  },
  buy: {
    button: 'Buy pass',
    heading: 'You are buying: {{name}}',
    usableOncePaid: 'The pass ({{value}}) can be used once the payment is confirmed.',
    price: 'Pass price',
    cancel: 'Cancel purchase',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
