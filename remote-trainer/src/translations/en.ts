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
  area: {
    notTrainer: 'You have no trainer profile',
    notTrainerHint: 'A trainer profile is set up by the reception of the venue where you teach.',
    signedInAs: 'Signed in as {{name}}.',
    toAccount: 'Go to your account',
    venue: 'Venue',
    venueNumber: 'Venue no. {{id}}',
    venuePending: '{{name}} (awaiting approval)',
    timezoneNote: "Times are in the venue's time zone: {{zone}}.",
    loadError: 'The data could not be loaded. Please try again.',
    retry: 'Try again',
    loading: 'Loading…',
  },
  /** The working-hours check's and the reservations window's field errors (`trainer:validation.*` keys of @venue/api). */
  validation: {
    time: 'Enter a time as HH:MM',
    timeOrder: 'The end must be later than the start',
    timeOverlap: 'This overlaps another time range of the same day',
    outsideOpeningHours: 'The venue is closed at this time',
    duplicateDate: 'This date is already on the list',
    rangeTooLong: 'Choose a period of at most 62 days',
  },
  entry: {
    kind: { lesson: 'Private lesson', class: 'Group class', course: 'Course' },
    state: { upcoming: 'Upcoming', past: 'Finished', cancelled: 'Cancelled' },
    payment: { paid: 'Paid', unpaid: 'Unpaid' },
    participants_one: '{{count}} participant',
    participants_few: '{{count}} participants',
    participants_many: '{{count}} participants',
    participants_other: '{{count}} participants',
    participantsOf: '{{count}} of {{max}} places taken',
    time: '{{start}}–{{end}}',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
