import type { TranslationTree } from '@venue/routes';
import courts from '../features/courts/translations/pl';
import bookingRecap from '../components/reservations/translations/pl';

/**
 * The booking remote's namespace (`booking`) in Polish: page titles, venue menu and section notes
 * (what no single feature owns), the venue frame and day strip
 * several tabs show, and the strings shared by several pages; each feature's own strings are page
 * parts (translations/page-parts.ts).
 */
export default {
  title: {
    venues: 'Obiekty',
    reservationVenue: 'Rezerwacja',
    reservationDetails: 'Szczegóły rezerwacji',
    trainers: 'Trenerzy',
    carnets: 'Karnety',
    myReservations: 'Moje rezerwacje',
    myReservationsRecurring: 'Rezerwacja stała',
    myCarnets: 'Moje karnety',
    myNotifications: 'Moje powiadomienia',
    paymentCreate: 'Płatność',
    paymentCreateShort: 'Płatność',
    paymentStatus: 'Status płatności',
    paymentStatusAlias: 'Status płatności',
  },
  venueMenu: {
    label: 'Menu obiektu',
    courts: 'Korty',
    classes: 'Zajęcia',
    trainers: 'Trenerzy',
    carnets: 'Karnety',
    courses: 'Kursy',
  },
  venueRules: {
    advance_one: 'Rezerwujesz najwyżej {{count}} dzień naprzód.',
    advance_few: 'Rezerwujesz najwyżej {{count}} dni naprzód.',
    advance_many: 'Rezerwujesz najwyżej {{count}} dni naprzód.',
    advance_other: 'Rezerwujesz najwyżej {{count}} dnia naprzód.',
    passOnly: 'Zajęcia tylko dla posiadaczy karnetu.',
    heading: 'Zasady rezerwacji',
    active_one: 'Najwyżej {{count}} aktywna rezerwacja naraz.',
    active_few: 'Najwyżej {{count}} aktywne rezerwacje naraz.',
    active_many: 'Najwyżej {{count}} aktywnych rezerwacji naraz.',
    active_other: 'Najwyżej {{count}} aktywnej rezerwacji naraz.',
    unpaidOnSite_zero: 'Płatność na miejscu nie jest dostępna: rezerwacje opłacasz online.',
    unpaidOnSite_one: 'W tym najwyżej {{count}} nieopłacona, z płatnością na miejscu.',
    unpaidOnSite_few: 'W tym najwyżej {{count}} nieopłacone, z płatnością na miejscu.',
    unpaidOnSite_many: 'W tym najwyżej {{count}} nieopłaconych, z płatnością na miejscu.',
    unpaidOnSite_other: 'W tym najwyżej {{count}} nieopłaconej, z płatnością na miejscu.',
    series_one: 'Rezerwacja stała: najwyżej {{count}} tydzień.',
    series_few: 'Rezerwacja stała: najwyżej {{count}} tygodnie.',
    series_many: 'Rezerwacja stała: najwyżej {{count}} tygodni.',
    series_other: 'Rezerwacja stała: najwyżej {{count}} tygodnia.',
    doorPaid: 'Drzwi otworzysz tylko z opłaconą rezerwacją.',
    doorUnpaid: 'Drzwi otworzysz także z rezerwacją opłacaną na miejscu.',
  },
  venueHours: {
    openToday: 'Dziś otwarte {{opens}}–{{closes}}',
    allDay: 'Dziś otwarte całą dobę',
    closedToday: 'Dziś zamknięte',
  },
  venueHeader: {
    label: 'O obiekcie',
    address: 'Adres',
    map: 'Pokaż na mapie',
    mapNewTab: '(otwiera się w nowej karcie)',
    hours: 'Godziny',
    sports: 'Sporty',
    rules: 'Zasady',
    allRules: 'Wszystkie zasady rezerwacji',
  },
  venue: {
    notFoundTitle: 'Nie znaleziono obiektu',
    notFound: 'Nie ma takiego obiektu',
    notFoundHint: 'Sprawdź adres strony albo wróć do swoich rezerwacji.',
    notFoundHintVisitor: 'Sprawdź adres strony albo przejdź na stronę główną.',
    home: 'Strona główna',
    signIn: 'Zaloguj się',
    loadFailed: 'Nie udało się załadować danych obiektu',
  },
  dayStrip: {
    day: 'Dzień',
    today: 'Dziś',
    beyondLimitShort: '(poza limitem)',
  },
  courts,
  bookingRecap,
} as const satisfies TranslationTree;
