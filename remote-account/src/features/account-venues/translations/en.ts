import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:accountVenues.*` (merged in translations/en.ts). */
export default {
  title: 'Your venues',
  empty: 'You have no venues yet — book a court to get started.',
  bookAt: 'Book a court at a venue',
  findAnother: 'Find another venue',
  owner: 'Owner',
  unknownVenue: 'Venue no. {{id}}',
  loadFailed: 'Could not load the list of venues.',
} as const satisfies TranslationShapeOf<typeof pl>;
