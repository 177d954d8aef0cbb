import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of the courts flow's first step (choosing a slot) in Ukrainian, under `booking:courts.*` (merged in translations/uk.ts: the venue page's first view waits for no part). */
export default {
  progress: 'Хід бронювання',
  steps: { slot: 'Оберіть час', options: 'Параметри бронювання', summary: 'Підсумок' },
  timezoneNote: 'Час указано в часовому поясі об’єкта: {{zone}}',
  sport: 'Спорт',
  courtTypeLabel: 'Тип корту',
  courtType: { indoor: 'Критий', outdoor: 'Відкритий', panoramic: 'Панорамний' },
  court: 'Корт',
  anyCourt: 'Будь-який корт',
  freeSlots: 'Вільний час',
  pricePerHour: '{{price}} / год',
  notify: 'Сповістіть мене, коли звільниться',
  slotState: { taken: 'зайнято', closed: 'недоступно' },
  time: 'Час',
  slotsGrid: 'Час за кортами',
  stepOf: 'Крок {{step}} з {{count}}',
  chosenSlot: 'Обраний час',
  availabilityFailed: 'Не вдалося завантажити вільний час',
  availability: {
    beyondAdvanceLimit: 'Перевищено максимальний термін попереднього бронювання. Останній день, який можна забронювати: {{date}}.',
    noCourts: 'Немає доступних кортів на обраний час',
    noSlots: 'Немає вільного часу на цьому корті в цей день. Оберіть інший день або будь-який корт.',
    nextDay: 'Наступний день: {{day}}',
  },
  signInHint: 'Щоб забронювати, увійдіть — ви повернетеся саме сюди.',
  reserve: 'Забронювати',
} as const satisfies TranslationShapeOf<typeof pl>;
