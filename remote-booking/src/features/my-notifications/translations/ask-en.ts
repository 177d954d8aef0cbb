import type { TranslationShapeOf } from '@venue/routes';
import type pl from './ask-pl';

/** The "notify me when it frees up" dialog in English, under `booking:myNotifications.ask.*`. */
export default {
  title: 'Notify me when it frees up',
  intro:
    'When a court frees up in this time, we hold it for you and send a text message (and an e-mail, if confirmed) with a link to book it.',
  day: 'Day: {{day}}',
  court: 'Court',
  anyCourt: 'Any court',
  anyCourtOfType: 'Any court ({{type}})',
  from: 'From',
  to: 'To',
  duration: 'Playing time',
  minutes: '{{count}} min',
  submit: 'Notify me',
  cancel: 'Cancel',
  close: 'Close',
  done: 'Done. When a court frees up, we will hold it for you and let you know.',
  toList: 'My notifications',
  signIn: 'Sign in to be notified when a court frees up. You will come back here.',
  signInButton: 'Sign in',
  noProfile:
    'Notifications are for players who already have an account at this venue. Make a reservation here first, then ask to be notified.',
  errors: {
    createFailed: 'Failed to save the notification. Please try again.',
    endBeforeStart: 'The end must be later than the start.',
    durationTooLong: 'The playing time does not fit between “From” and “To”.',
    inPast: 'This time has passed, or too little of it is left to play.',
    advanceLimit: 'This day is beyond how far ahead the venue takes reservations.',
    windowInvalid: 'Choose at most a day and a court of this sport.',
    limit_one: 'You can have at most {{count}} pending notification. Delete it in My notifications to add a new one.',
    limit_other: 'You can have at most {{count}} pending notifications. Delete one in My notifications to add a new one.',
    session: 'Your session has expired. Please sign in again.',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
