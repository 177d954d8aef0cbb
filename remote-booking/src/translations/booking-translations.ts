import type { Translations } from '@venue/routes';
import { courtsTranslations } from '../features/courts/translations';
import { myReservationsTranslations } from '../features/my-reservations/translations';
import { payByLinkTranslations } from '../features/pay-by-link/translations';
import { paymentStatusTranslations } from '../features/payment-status/translations';
import { paymentTranslations } from '../features/payment/translations';
import { recurringReservationTranslations } from '../features/recurring-reservation/translations';
import { reservationDetailsTranslations } from '../features/reservation-details/translations';

/** Page titles, venue menu and section notes: what no single feature owns. */
const base = {
  pl: {
    title: {
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
    section: {
      notAvailable: 'Ta sekcja nie jest jeszcze dostępna.',
      signedInAs: 'Zalogowano jako {{name}}.',
      visitor: 'Nie jesteś zalogowany.',
      toAccount: 'Przejdź do swojego konta',
    },
  },
  en: {
    title: {
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
    section: {
      notAvailable: 'This section is not available yet.',
      signedInAs: 'Signed in as {{name}}.',
      visitor: 'You are not signed in.',
      toAccount: 'Go to your account',
    },
  },
  uk: {
    title: {
      reservationVenue: 'Бронювання',
      reservationDetails: 'Деталі бронювання',
      trainers: 'Тренери',
      carnets: 'Абонементи',
      myReservations: 'Мої бронювання',
      myReservationsRecurring: 'Постійне бронювання',
      myCarnets: 'Мої абонементи',
      myNotifications: 'Мої сповіщення',
      paymentCreate: 'Оплата',
      paymentCreateShort: 'Оплата',
      paymentStatus: 'Статус оплати',
      paymentStatusAlias: 'Статус оплати',
    },
    venueMenu: {
      label: 'Меню об’єкта',
      courts: 'Корти',
      classes: 'Заняття',
      trainers: 'Тренери',
      carnets: 'Абонементи',
      courses: 'Курси',
    },
    section: {
      notAvailable: 'Цей розділ ще недоступний.',
      signedInAs: 'Ви увійшли як {{name}}.',
      visitor: 'Ви не увійшли в систему.',
      toAccount: 'Перейти до свого облікового запису',
    },
  },
} as const;

type Language = keyof typeof base;

function merged<L extends Language>(language: L) {
  return {
    ...base[language],
    courts: courtsTranslations[language],
    payment: paymentTranslations[language],
    paymentStatus: paymentStatusTranslations[language],
    payByLink: payByLinkTranslations[language],
    myReservations: myReservationsTranslations[language],
    reservationDetails: reservationDetailsTranslations[language],
    recurringReservation: recurringReservationTranslations[language],
  };
}

/** The booking remote's namespace (`booking`): each feature's strings under its own key. */
export const bookingTranslations = {
  pl: merged('pl'),
  en: merged('en'),
  uk: merged('uk'),
} as const satisfies Translations;
