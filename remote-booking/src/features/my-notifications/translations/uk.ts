import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import ask from './ask-uk';

/** My notifications in Ukrainian, under `booking:myNotifications.*`. */
export default {
  loading: 'Завантаження сповіщень…',
  loadFailed: 'Не вдалося завантажити сповіщення',
  empty: 'У вас ще немає сповіщень',
  emptyHint:
    'На сторінці об’єкта, у сітці кортів, виберіть зайнятий час і «Сповістіть мене, коли звільниться». Коли корт звільниться, ми притримаємо його для вас і надішлемо SMS із посиланням для бронювання.',
  findVenue: 'Знайти об’єкт',
  court: '{{court}}',
  anyCourt: 'Будь-який корт',
  anyCourtOfType: 'Будь-який корт ({{type}})',
  window: '{{day}}, {{from}}–{{to}}',
  duration: 'Гра: {{count}} хв',
  status: { pending: 'Очікує', sent: 'Надіслано' },
  outcome: {
    waiting: 'Чекаємо, поки корт звільниться.',
    held: 'Ми тримаємо для вас {{court}}, {{when}}, до {{until}}.',
    booked: 'Заброньовано зі сповіщення.',
    lapsed: 'Корт звільнився, але його не забронювали вчасно, тож ми передали його далі.',
    expired: 'Час минув, перш ніж корт звільнився.',
  },
  minutesLeft_one: 'Залишилася {{count}} хвилина',
  minutesLeft_few: 'Залишилося {{count}} хвилини',
  minutesLeft_many: 'Залишилося {{count}} хвилин',
  minutesLeft_other: 'Залишилося {{count}} хвилини',
  holdOver: 'Час на бронювання минув.',
  bookNow: 'Забронювати зараз',
  reservation: 'Переглянути бронювання',
  delete: {
    open: 'Видалити',
    label: 'Видалити сповіщення: {{what}}',
    question: 'Видалити сповіщення: {{what}}?',
    heldWarning: 'Корт, який ми тримаємо для вас, стане доступним іншим.',
    confirm: 'Так, видалити',
    keep: 'Залишити',
    failed: 'Не вдалося видалити сповіщення. Спробуйте ще раз.',
    done: 'Сповіщення видалено.',
  },
  ask,
} as const satisfies TranslationShapeOf<typeof pl>;
