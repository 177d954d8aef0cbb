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
  section: {
    notAvailable: 'Цей розділ ще недоступний.',
    signedInAs: 'Ви увійшли як {{name}}.',
    visitor: 'Ви не увійшли в систему.',
    toSchedule: 'Перейти до робочих годин',
    toReservations: 'Перейти до бронювань тренера',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
