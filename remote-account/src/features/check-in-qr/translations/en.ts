import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:checkInQr.*` (merged in translations/en.ts). */
export default {
  heading: 'Check-in QR code',
  intro: 'Show the code at the reception or the reader to check in at the venue. The code only works for a short time.',
  noVenues: 'You get a QR code at a venue where you have a reservation. Book a court or a class first.',
  loadFailed: 'Your venues could not be loaded.',
  venue: 'Venue',
  venueName: 'Venue: {{name}}',
  generate: 'Generate code',
  regenerate: 'Generate a new code',
  loadingQr: 'Preparing the code…',
  expiringSoon: 'The code expires {{when}}. Need more time?',
  announceReady: 'A new code is ready. It expires {{when}}.',
  announceExpiring: 'The code expires {{when}}. You can extend the time.',
  announceExpired: 'The code has expired. Generate a new code.',
  errorForbidden: 'You cannot get a code for this venue.',
} as const satisfies TranslationShapeOf<typeof pl>;
