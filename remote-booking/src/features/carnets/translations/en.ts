import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Carnets on sale and buying one, in English, under `booking:carnets.*` (merged in translations/en.ts). */
export default {
  loading: 'Loading carnets…',
  loadFailed: 'Failed to load the carnets',
  empty: 'No carnets available',
  emptyHint: 'This venue sells no carnets at the moment. You can book and pay for a court without one.',
  toCourts: 'Book a court',
  timezoneNote: 'Hours are given in the venue’s time zone: {{zone}}',
  signInHint: 'Sign in to buy a carnet — you will come back to the one you chose.',
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
    button: 'Buy carnet',
    heading: 'You are buying: {{name}}',
    usableOncePaid: 'The carnet ({{value}}) can be used once the payment is confirmed.',
    price: 'Carnet price',
    cancel: 'Cancel purchase',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
