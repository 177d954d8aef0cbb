import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of the courts flow's first step (choosing a slot) in English, under `booking:courts.*` (merged in translations/en.ts: the venue page's first view waits for no part). */
export default {
  progress: 'Booking progress',
  steps: { slot: 'Choose a time', options: 'Reservation options', summary: 'Summary' },
  timezoneNote: 'Times are given in the venue’s time zone: {{zone}}',
  sport: 'Sport',
  courtTypeLabel: 'Court type',
  courtType: { indoor: 'Indoor', outdoor: 'Outdoor', panoramic: 'Panoramic' },
  court: 'Court',
  anyCourt: 'Any court',
  freeSlots: 'Free times',
  pricePerHour: '{{price}} / h',
  notify: 'Notify me when it frees up',
  slotState: { taken: 'taken', closed: 'unavailable' },
  time: 'Time',
  slotsGrid: 'Times by court',
  stepOf: 'Step {{step}} of {{count}}',
  chosenSlot: 'Chosen time',
  availabilityFailed: 'Failed to load free times',
  availability: {
    beyondAdvanceLimit: 'Maximum advance booking period exceeded. The last day you can book: {{date}}.',
    noCourts: 'No courts available at the chosen time',
    noSlots: 'No free times on this court that day. Choose another day or any court.',
    nextDay: 'Next day: {{day}}',
  },
  signInHint: 'Sign in to reserve — you will come back right here.',
  reserve: 'Reserve',
} as const satisfies TranslationShapeOf<typeof pl>;
