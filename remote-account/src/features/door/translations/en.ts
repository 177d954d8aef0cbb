import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:door.*` (merged in translations/en.ts). */
export default {
  heading: 'Door opening',
  intro_one:
    'Open the venue’s door with your phone while you have an active reservation there: from {{count}} minute before it starts until it ends.',
  intro_other:
    'Open the venue’s door with your phone while you have an active reservation there: from {{count}} minutes before it starts until it ends.',
  introNoWindow:
    'Open the venue’s door with your phone while you have an active reservation there: while it is under way, and for a while before it starts.',
  noVenues: 'You can open the door at a venue where you have a reservation. Book a court or a class first.',
  loadFailed: 'Your venues could not be loaded.',
  venues: 'Your venues',
  open: 'Open the door',
  openAt: 'Open the door: {{venue}}',
  opened: 'The door is open. Welcome!',
} as const satisfies TranslationShapeOf<typeof pl>;
