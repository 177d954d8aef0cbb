import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import courts from '../features/courts/translations/uk';
import payment from '../components/payment/translations/uk';
import paymentStatus from '../features/payment-status/translations/uk';
import payByLink from '../features/pay-by-link/translations/uk';
import myReservations from '../features/my-reservations/translations/uk';
import reservationDetails from '../features/reservation-details/translations/uk';
import recurringReservation from '../features/recurring-reservation/translations/uk';

/**
 * The booking remote's namespace (`booking`) in Ukrainian: page titles, venue menu and section notes
 * (what no single feature owns), then each feature's strings under its own key.
 */
export default {
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
  courts,
  payment,
  paymentStatus,
  payByLink,
  myReservations,
  reservationDetails,
  recurringReservation,
} as const satisfies TranslationShapeOf<typeof pl>;
