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
  loadingQr: 'Preparing the code…',
} as const satisfies TranslationShapeOf<typeof pl>;
