import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `booking:payByLink.*` (merged in translations/uk.ts). */
export default {
  intro: 'Хтось надіслав вам посилання для оплати цього бронювання. Входити в систему не потрібно.',
  loading: 'Завантаження бронювання…',
  reservation: {
    title: 'Бронювання',
    venue: 'Об’єкт',
    court: 'Корт',
    date: 'Час',
    timeZoneNote: 'Час указано в часовому поясі об’єкта: {{zone}}',
  },
  payTitle: 'Оплатити онлайн',
  payUntil: 'Оплатіть бронювання до {{time}}. Неоплачене бронювання буде автоматично скасовано.',
  alreadyPaid: {
    title: 'Бронювання вже оплачено',
    text: 'Це бронювання оплачено. Більше нічого робити не потрібно.',
  },
  notPayable: {
    title: 'Зараз неможливо оплатити це бронювання',
    text: 'Виявлено проблему з оплатою. Спробуйте пізніше або зверніться до служби підтримки об’єкта.',
    cancelled: 'Бронювання скасовано.',
    started: 'Бронювання вже розпочалося.',
  },
  errors: {
    notFound: 'Бронювання не знайдено. Перевірте правильність посилання на оплату.',
    loadFailed: 'Не вдалося завантажити бронювання. Перевірте з’єднання та спробуйте ще раз.',
    server: 'Сервер тимчасово недоступний. Спробуйте ще раз за хвилину.',
  },
  venueLink: 'Переглянути інші терміни в цьому об’єкті',
} as const satisfies TranslationShapeOf<typeof pl>;
