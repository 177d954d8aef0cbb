import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

export default {
  view: 'View',
  views: { week: 'Week calendar', list: 'List' },
  filter: 'Show',
  filters: { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled' },
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  weekRange: 'Week {{first}} – {{last}}',
  listRange: {
    upcoming: 'The next 8 weeks',
    past: 'The last 8 weeks',
    cancelled: 'From 4 weeks ago to 4 weeks ahead',
  },
  count_one: '{{count}} entry',
  count_few: '{{count}} entries',
  count_many: '{{count}} entries',
  count_other: '{{count}} entries',
  empty: {
    upcoming: 'No upcoming lessons or classes',
    past: 'No past lessons or classes',
    cancelled: 'No cancelled lessons or classes',
  },
  emptyHint: 'Players book lessons within your working hours; the venue assigns group classes.',
  emptyDay: 'Nothing on this day',
  details: {
    title: 'Details',
    close: 'Close details',
    kind: 'Kind',
    date: 'Date',
    time: 'Time',
    court: 'Court',
    player: 'Player',
    className: 'Class',
    state: 'State',
    payment: 'Payment',
    price: 'Your fee',
    participants: 'Participants',
    notFound: 'This entry is not in the period shown.',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
