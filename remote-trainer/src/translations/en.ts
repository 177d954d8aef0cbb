import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The trainer remote's namespace (`trainer`) in English. */
export default {
  title: {
    trainerProfile: 'Trainer profile',
    trainerOverview: 'Trainer overview',
    trainerSchedule: 'Working hours',
    trainerReservations: 'Trainer reservations',
  },
  section: {
    notAvailable: 'This section is not available yet.',
    signedInAs: 'Signed in as {{name}}.',
    visitor: 'You are not signed in.',
    toSchedule: 'Go to working hours',
    toReservations: 'Go to trainer reservations',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
