import type { TranslationTree } from '@venue/routes';

/** The `common` namespace in Ukrainian. */
export default {
  validation: {
    required: 'Це поле обов’язкове',
    minLength: 'Мінімальна кількість символів: {{min}}',
    maxLength: 'Максимальна кількість символів: {{max}}',
    email: 'Введіть правильну адресу електронної пошти',
    phone: 'Введіть правильний номер телефону',
    phoneNotMobile: 'SMS-код можна надіслати лише на мобільний номер',
    phoneCountryNotServed: 'Ми не надсилаємо SMS-коди на номери з цієї країни',
    otpCode: 'Введіть правильний 4-значний код',
    blikCode: 'Введіть правильний 6-значний код BLIK',
    selectPriceList: 'Оберіть прайс, абонемент або онлайн-оплату',
    invalid: 'Неправильне значення',
    readOnly: 'Це поле не можна змінити',
    nip: 'Введіть правильний NIP: 10 цифр, остання з яких відповідає контрольній сумі',
    postalCode: 'Введіть поштовий індекс у форматі XX-XXX',
    cityDigits: 'Назва міста не може містити цифр',
    invisibleCharacters: 'Видаліть невидимі символи та символи керування напрямком тексту',
    birthDateFuture: 'Дата народження не може бути в майбутньому',
    maxValue: 'Найбільше допустиме значення: {{max}}',
    insufficientFunds: 'Недостатньо коштів у гаманці',
  },
  errors: {
    generic: 'Сталася помилка',
    busy: 'Сервіс зараз перевантажений. Спробуйте ще раз за мить.',
    loadFailed: 'Не вдалося завантажити дані',
    saveFailed: 'Не вдалося зберегти зміни',
    rateLimited: 'Забагато спроб. Спробуйте знову {{when}}.',
  },
  inDuration: {
    seconds_one: 'через {{count}} секунду',
    seconds_few: 'через {{count}} секунди',
    seconds_many: 'через {{count}} секунд',
    seconds_other: 'через {{count}} секунди',
    minutes_one: 'через {{count}} хвилину',
    minutes_few: 'через {{count}} хвилини',
    minutes_many: 'через {{count}} хвилин',
    minutes_other: 'через {{count}} хвилини',
    hours_one: 'через {{count}} годину',
    hours_few: 'через {{count}} години',
    hours_many: 'через {{count}} годин',
    hours_other: 'через {{count}} години',
  },
  actions: {
    retry: 'Спробувати знову',
    back: 'Назад',
    close: 'Закрити',
    save: 'Зберегти',
    cancel: 'Скасувати',
    continue: 'Далі',
    dismissNotification: 'Закрити сповіщення',
  },
  state: {
    loading: 'Завантаження…',
    empty: 'Тут поки нічого немає',
  },
  form: {
    errorSummaryTitle: 'Виправте такі поля:',
    optional: '(необов’язково)',
  },
  notifications: {
    region: 'Сповіщення',
  },
  theme: {
    switchToDark: 'Увімкнути темний режим',
    switchToLight: 'Увімкнути світлий режим',
  },
  /** Sports by their stable code (`SportType.code`); see sportName. */
  sport: { squash: 'Сквош', tennis: 'Теніс', padel: 'Падел' },
  language: {
    switch: 'Змінити мову',
    name: { pl: 'Polski', en: 'English', ua: 'Українська' },
  },
} as const satisfies TranslationTree;
