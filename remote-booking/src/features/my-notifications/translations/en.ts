import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import ask from './ask-en';

/** My notifications in English, under `booking:myNotifications.*`. */
export default {
  loading: 'Loading notifications…',
  loadFailed: 'Failed to load your notifications',
  empty: 'You have no notifications yet',
  emptyHint:
    'On a venue’s page, in the courts grid, choose a taken slot and “Notify me when it frees up”. When the court frees, we hold it for you and send a text message with a link to book it.',
  findVenue: 'Find a venue',
  court: '{{court}}',
  anyCourt: 'Any court',
  anyCourtOfType: 'Any court ({{type}})',
  window: '{{day}}, {{from}}–{{to}}',
  duration: 'Play: {{count}} min',
  status: { pending: 'Pending', sent: 'Sent' },
  outcome: {
    waiting: 'Waiting for a court to free up.',
    held: '{{court}}, {{when}}, is held for you until {{until}}.',
    booked: 'Booked from the notification.',
    lapsed: 'A court freed up but was not booked in time, so we passed it on.',
    expired: 'The time passed before a court freed up.',
  },
  minutesLeft_one: '{{count}} minute left',
  minutesLeft_other: '{{count}} minutes left',
  holdOver: 'The time to book has run out.',
  bookNow: 'Book now',
  reservation: 'See the reservation',
  delete: {
    open: 'Delete',
    label: 'Delete the notification: {{what}}',
    question: 'Delete the notification: {{what}}?',
    heldWarning: 'The court held for you will be released to others.',
    confirm: 'Yes, delete',
    keep: 'Keep',
    failed: 'Failed to delete the notification. Please try again.',
    done: 'Notification deleted.',
  },
  ask,
} as const satisfies TranslationShapeOf<typeof pl>;
