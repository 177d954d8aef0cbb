import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import courts from '../features/courts/translations/en';
import bookingRecap from '../components/reservations/translations/en';

/**
 * The booking remote's namespace (`booking`) in English: page titles, venue menu and section notes
 * (what no single feature owns), the venue frame and day strip
 * several tabs show, and the strings shared by several pages; each feature's own strings are page
 * parts (translations/page-parts.ts).
 */
export default {
  title: {
    venues: 'Venues',
    reservationVenue: 'Reservation',
    reservationDetails: 'Reservation details',
    trainers: 'Trainers',
    carnets: 'Passes',
    myReservations: 'My reservations',
    myReservationsRecurring: 'Recurring reservation',
    myCarnets: 'My passes',
    myNotifications: 'My notifications',
    paymentCreate: 'Payment',
    paymentCreateShort: 'Payment',
    paymentStatus: 'Payment status',
    paymentStatusAlias: 'Payment status',
  },
  venueMenu: {
    label: 'Venue menu',
    courts: 'Courts',
    classes: 'Classes',
    trainers: 'Trainers',
    carnets: 'Passes',
    courses: 'Courses',
  },
  venueRules: {
    advance_one: 'You book at most {{count}} day ahead.',
    advance_other: 'You book at most {{count}} days ahead.',
    passOnly: 'Classes for pass holders only.',
    heading: 'Booking rules',
    active_one: 'At most {{count}} active reservation at a time.',
    active_other: 'At most {{count}} active reservations at a time.',
    unpaidOnSite_zero: 'Paying on site is not available: reservations are paid online.',
    unpaidOnSite_one: 'Of them, at most {{count}} unpaid, to pay on site.',
    unpaidOnSite_other: 'Of them, at most {{count}} unpaid, to pay on site.',
    series_one: 'A recurring reservation: at most {{count}} week.',
    series_other: 'A recurring reservation: at most {{count}} weeks.',
    doorPaid: 'The door opens only with a paid reservation.',
    doorUnpaid: 'The door opens also with a reservation you pay on site.',
  },
  venueHours: {
    openToday: 'Open today {{opens}}–{{closes}}',
    allDay: 'Open 24 hours today',
    closedToday: 'Closed today',
  },
  venueHeader: {
    label: 'About the venue',
    address: 'Address',
    map: 'Show on a map',
    mapNewTab: '(opens in a new tab)',
    hours: 'Hours',
    sports: 'Sports',
    rules: 'Rules',
    allRules: 'All booking rules',
  },
  venue: {
    notFoundTitle: 'Venue not found',
    notFound: 'There is no such venue',
    notFoundHint: 'Check the page address or go back to your reservations.',
    notFoundHintVisitor: 'Check the page address or go to the home page.',
    home: 'Home page',
    signIn: 'Sign in',
    loadFailed: 'Failed to load the venue',
  },
  dayStrip: {
    day: 'Day',
    today: 'Today',
    beyondLimitShort: '(beyond limit)',
  },
  courts,
  bookingRecap,
} as const satisfies TranslationShapeOf<typeof pl>;
