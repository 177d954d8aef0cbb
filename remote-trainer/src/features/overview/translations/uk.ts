import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

export default {
  status: {
    title: 'Статус профілю',
    accepted: 'Підтверджено',
    pending: 'Очікує підтвердження',
    acceptedText: 'Об’єкт {{venue}} підтвердив ваш профіль. Поки профіль видимий, гравці бронюють у вас заняття у ваші робочі години.',
    pendingText:
      'Об’єкт {{venue}} ще не підтвердив ваш профіль. До того часу ви не зможете змінити видимість, опис чи робочі години. Профіль підтверджує рецепція або власник об’єкта — зверніться до них.',
  },
  profile: {
    title: 'Профіль для гравців',
    visible: 'Видимий для гравців онлайн',
    visibleHint: 'Прихованого профілю немає на сторінці тренерів об’єкта, і його не можна забронювати онлайн.',
    about: 'Про мене',
    aboutHint: 'До {{max}} символів. Гравці читають це на сторінці тренерів об’єкта.',
    save: 'Зберегти профіль',
    saved: 'Профіль збережено.',
    failed: 'Не вдалося зберегти профіль. Спробуйте ще раз.',
    pendingRefused: 'Об’єкт ще не підтвердив ваш профіль, тому нічого не збережено.',
  },
  week: {
    title: 'Цей тиждень',
    lessons: 'Заняття',
    classes: 'Групові заняття',
    hours: 'Години',
    lessonCount_one: '{{count}} заняття',
    lessonCount_few: '{{count}} заняття',
    lessonCount_many: '{{count}} занять',
    lessonCount_other: '{{count}} заняття',
    classCount_one: '{{count}} групове заняття',
    classCount_few: '{{count}} групові заняття',
    classCount_many: '{{count}} групових занять',
    classCount_other: '{{count}} групового заняття',
    booked: 'заброньовано {{booked}} з {{offered}} робочих год',
    toSchedule: 'Налаштувати робочі години',
  },
  next: {
    title: 'Найближче заняття',
    none: 'Немає заброньованих занять у найближчі 4 тижні.',
    details: 'Переглянути деталі',
    all: 'Усі бронювання',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
