import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of the shared reservation pieces in English, under `booking:bookingRecap.*` (merged in translations/en.ts). */
export default {
  trainerLine: 'Trainer: {{name}}',
  trainer: 'Trainer',
  groupClass: 'Class',
  priceList: 'Price list',
  heading: 'Your booking',
  venue: 'Venue',
  address: 'Address',
  court: 'Court',
  date: 'Date',
  time: 'Time',
  price: 'Price',
  paidFromWallet: 'Paid from the wallet',
  dates: 'Dates',
  directions: 'Directions',
  opensInNewTab: '(opens in a new tab)',
  calendar: {
    add: 'Add to calendar (.ics)',
    done: 'The calendar file has been downloaded.',
    failed: 'The calendar file could not be prepared. Please try again.',
    description: 'Reservation: {{venue}}, {{court}}. Details and cancellation: {{url}}',
    descriptionShort: 'Reservation: {{venue}}, {{court}}.',
  },
  timezoneNote: 'Times are shown in the venue’s time zone: {{zone}}.',
} as const satisfies TranslationShapeOf<typeof pl>;
