import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import courts from '../features/courts/translations/uk';
import bookingRecap from '../components/reservations/translations/uk';

/**
 * The booking remote's namespace (`booking`) in Ukrainian: page titles, venue menu and section notes
 * (what no single feature owns), the venue frame and day strip
 * several tabs show, and the strings shared by several pages; each feature's own strings are page
 * parts (translations/page-parts.ts).
 */
export default {
  title: {
    venues: 'Об’єкти',
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
  venueRules: {
    advance_one: 'Бронювати можна щонайбільше на {{count}} день наперед.',
    advance_few: 'Бронювати можна щонайбільше на {{count}} дні наперед.',
    advance_many: 'Бронювати можна щонайбільше на {{count}} днів наперед.',
    advance_other: 'Бронювати можна щонайбільше на {{count}} дня наперед.',
    passOnly: 'Заняття лише для власників абонемента.',
    heading: 'Правила бронювання',
    active_one: 'Не більше {{count}} активного бронювання одночасно.',
    active_few: 'Не більше {{count}} активних бронювань одночасно.',
    active_many: 'Не більше {{count}} активних бронювань одночасно.',
    active_other: 'Не більше {{count}} активного бронювання одночасно.',
    unpaidOnSite_zero: 'Оплата на місці недоступна: бронювання оплачуються онлайн.',
    unpaidOnSite_one: 'З них не більше {{count}} неоплаченого, з оплатою на місці.',
    unpaidOnSite_few: 'З них не більше {{count}} неоплачених, з оплатою на місці.',
    unpaidOnSite_many: 'З них не більше {{count}} неоплачених, з оплатою на місці.',
    unpaidOnSite_other: 'З них не більше {{count}} неоплаченого, з оплатою на місці.',
    series_one: 'Постійне бронювання: не більше {{count}} тижня.',
    series_few: 'Постійне бронювання: не більше {{count}} тижнів.',
    series_many: 'Постійне бронювання: не більше {{count}} тижнів.',
    series_other: 'Постійне бронювання: не більше {{count}} тижня.',
    doorPaid: 'Двері відчиняються лише з оплаченим бронюванням.',
    doorUnpaid: 'Двері відчиняються також із бронюванням, яке оплачується на місці.',
  },
  venueHours: {
    openToday: 'Сьогодні відчинено {{opens}}–{{closes}}',
    allDay: 'Сьогодні відчинено цілодобово',
    closedToday: 'Сьогодні зачинено',
  },
  venueHeader: {
    label: 'Про об’єкт',
    address: 'Адреса',
    map: 'Показати на карті',
    mapNewTab: '(відкриється в новій вкладці)',
    hours: 'Години',
    sports: 'Види спорту',
    rules: 'Правила',
    allRules: 'Усі правила бронювання',
  },
  venue: {
    notFoundTitle: 'Об’єкт не знайдено',
    notFound: 'Такого об’єкта немає',
    notFoundHint: 'Перевірте адресу сторінки або поверніться до своїх бронювань.',
    notFoundHintVisitor: 'Перевірте адресу сторінки або перейдіть на головну сторінку.',
    home: 'Головна сторінка',
    signIn: 'Увійти',
    loadFailed: 'Не вдалося завантажити дані об’єкта',
  },
  dayStrip: {
    day: 'День',
    today: 'Сьогодні',
    beyondLimitShort: '(поза лімітом)',
  },
  courts,
  bookingRecap,
} as const satisfies TranslationShapeOf<typeof pl>;
