import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `booking:payByLink.*` (merged in translations/en.ts). */
export default {
  intro: 'Someone sent you a link to pay for this reservation. You do not need to sign in.',
  loading: 'Loading the reservation…',
  reservation: {
    title: 'Reservation',
    venue: 'Venue',
    court: 'Court',
    date: 'When',
    timeZoneNote: 'Times are shown in the venue’s time zone: {{zone}}',
  },
  payTitle: 'Pay online',
  payUntil: 'Pay for the reservation by {{time}}. If unpaid, it will be cancelled automatically.',
  inProgress: {
    title: 'A payment for this reservation is already in progress',
    text: 'Someone has already started a payment (e.g. BLIK or a transfer) and we are waiting for the bank to confirm it. Wait for it, or start a new one: a new payment cancels the one in progress, and if the bank still books it, the money goes back to whoever paid.',
    startNew: 'Start a new payment',
  },
  alreadyPaid: {
    title: 'The reservation is already paid',
    text: 'This reservation has been paid. There is nothing more to do.',
  },
  notPayable: {
    title: 'This reservation cannot be paid now',
    text: 'A payment issue was detected. Please try later or contact the venue’s support.',
    cancelled: 'The reservation has been cancelled.',
    started: 'The reservation has already started.',
  },
  errors: {
    notFound: 'The reservation was not found. Check that the payment link is correct.',
    loadFailed: 'The reservation could not be loaded. Check your connection and try again.',
    server: 'The server is temporarily unavailable. Please try again in a moment.',
  },
  venueLink: 'See other times at this venue',
} as const satisfies TranslationShapeOf<typeof pl>;
