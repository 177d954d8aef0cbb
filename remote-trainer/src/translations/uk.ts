import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The trainer remote's namespace (`trainer`) in Ukrainian. */
export default {
  title: {
    trainerProfile: 'Профіль тренера',
    trainerOverview: 'Огляд профілю тренера',
    trainerSchedule: 'Робочі години',
    trainerReservations: 'Бронювання тренера',
  },
  area: {
    notTrainer: 'У вас немає профілю тренера',
    notTrainerHint: 'Профіль тренера створює рецепція об’єкта, де ви проводите заняття.',
    signedInAs: 'Ви увійшли як {{name}}.',
    toAccount: 'Перейти до свого облікового запису',
    venue: 'Об’єкт',
    venueNumber: 'Об’єкт № {{id}}',
    venuePending: '{{name}} (очікує підтвердження)',
    timezoneNote: 'Час указано в часовому поясі об’єкта: {{zone}}.',
    loadError: 'Не вдалося завантажити дані. Спробуйте ще раз.',
    retry: 'Спробувати ще раз',
    loading: 'Завантаження…',
  },
  /** The working-hours check's and the reservations window's field errors (`trainer:validation.*` keys of @venue/api). */
  validation: {
    time: 'Введіть час у форматі ГГ:ХХ',
    timeOrder: 'Кінець має бути пізніше за початок',
    timeOverlap: 'Цей проміжок перетинається з іншим проміжком цього дня',
    outsideOpeningHours: 'У цей час обʼєкт зачинено',
    duplicateDate: 'Ця дата вже є у списку',
    rangeTooLong: 'Виберіть період не довший за 62 дні',
  },
  entry: {
    kind: { lesson: 'Індивідуальне заняття', class: 'Групове заняття', course: 'Курс' },
    state: { upcoming: 'Майбутнє', past: 'Завершене', cancelled: 'Скасоване' },
    payment: { paid: 'Оплачено', unpaid: 'Не оплачено' },
    participants_one: '{{count}} учасник',
    participants_few: '{{count}} учасники',
    participants_many: '{{count}} учасників',
    participants_other: '{{count}} учасника',
    participantsOf: 'Зайнято {{count}} з {{max}} місць',
    time: '{{start}}–{{end}}',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
