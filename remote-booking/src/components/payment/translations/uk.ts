import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `booking:payment.*` (merged in translations/uk.ts). */
export default {
  method: {
    legend: 'Спосіб оплати',
    blik: 'BLIK',
    blikDescription: 'Введіть код із банківського застосунку та підтвердьте оплату в телефоні.',
    transfer: 'Банківський переказ',
    transferDescription: 'Ми перенаправимо вас на сторінку оплати, де ви оберете свій банк.',
  },
  blikCode: {
    label: 'Код BLIK',
    hint: 'Відкрийте застосунок свого банку та перепишіть 6-значний код BLIK. Код дійсний 2 хвилини.',
  },
  validation: {
    methodRequired: 'Оберіть спосіб оплати.',
    blikCode: 'Введіть правильний 6-значний код BLIK.',
  },
  summary: {
    basePrice: 'Ціна бронювання',
    discount: 'Знижка',
    serviceFee: 'Сервісний збір',
    serviceFeeNote: 'Сервісний збір додається до кожної онлайн-оплати.',
    total: 'До сплати',
    totalOnSite: 'До сплати на місці',
  },
  pay: 'Сплатити {{amount}}',
  paying: 'Розпочинаємо оплату…',
  redirecting: 'Перенаправляємо на сторінку оплати…',
  errors: {
    alreadyPaid: 'Це бронювання вже оплачено.',
    notPayable: 'Виявлено проблему з оплатою. Спробуйте пізніше або зверніться до служби підтримки об’єкта.',
    initialization: 'Не вдалося ініціювати оплату в платіжного оператора. Спробуйте ще раз за хвилину.',
    noRedirectUrl: 'Платіжний оператор не надав адресу сторінки оплати. Спробуйте ще раз.',
    blikCode: 'Код BLIK відхилено. Згенеруйте новий код у банківському застосунку та спробуйте ще раз.',
    network: 'Не вдалося з’єднатися із сервером. Перевірте з’єднання та спробуйте ще раз.',
    unauthorized: 'Ваш сеанс завершився. Увійдіть знову, щоб оплатити.',
    notFound: 'Бронювання для оплати не знайдено.',
    creation: 'Не вдалося створити оплату. Спробуйте ще раз.',
  },
  legal: {
    loadFailed: 'Не вдалося завантажити правову інформацію платіжного оператора. Ви все одно можете оплатити.',
    regulations: 'Правила платіжної послуги',
    newTab: '(відкривається в новій вкладці)',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
