import type { Translations } from '@venue/routes';

export const COMMON_NAMESPACE = 'common';

/**
 * Strings every app needs: validation messages (the keys the shared valibot schemas emit),
 * generic errors, shared actions and the UI kit's own labels.
 */
export const commonTranslations = {
  pl: {
    validation: {
      required: 'To pole jest wymagane',
      minLength: 'Minimalna liczba znaków: {{min}}',
      maxLength: 'Maksymalna liczba znaków: {{max}}',
      email: 'Wprowadź poprawny adres e-mail',
      phone: 'Wprowadź poprawny numer telefonu',
      otpCode: 'Wprowadź poprawny 4-cyfrowy kod',
      invalid: 'Nieprawidłowa wartość',
      readOnly: 'Tego pola nie można zmienić',
    },
    errors: {
      generic: 'Wystąpił błąd',
      loadFailed: 'Nie udało się załadować danych',
      saveFailed: 'Nie udało się zapisać zmian',
      rateLimited: 'Zbyt wiele prób. Spróbuj ponownie {{when}}.',
    },
    inDuration: {
      seconds_one: 'za {{count}} sekundę',
      seconds_few: 'za {{count}} sekundy',
      seconds_many: 'za {{count}} sekund',
      seconds_other: 'za {{count}} sekundy',
      minutes_one: 'za {{count}} minutę',
      minutes_few: 'za {{count}} minuty',
      minutes_many: 'za {{count}} minut',
      minutes_other: 'za {{count}} minuty',
      hours_one: 'za {{count}} godzinę',
      hours_few: 'za {{count}} godziny',
      hours_many: 'za {{count}} godzin',
      hours_other: 'za {{count}} godziny',
    },
    actions: {
      retry: 'Spróbuj ponownie',
      back: 'Wróć',
      close: 'Zamknij',
      save: 'Zapisz',
      cancel: 'Anuluj',
      continue: 'Dalej',
      dismissNotification: 'Zamknij powiadomienie',
    },
    state: {
      loading: 'Ładowanie…',
      empty: 'Nic tu jeszcze nie ma',
    },
    form: {
      errorSummaryTitle: 'Popraw następujące pola:',
      optional: '(opcjonalnie)',
    },
    notifications: {
      region: 'Powiadomienia',
    },
    theme: {
      switchToDark: 'Włącz tryb ciemny',
      switchToLight: 'Włącz tryb jasny',
    },
    language: {
      switch: 'Zmień język',
      name: { pl: 'Polski', en: 'English', ua: 'Українська' },
    },
  },
  en: {
    validation: {
      required: 'This field is required',
      minLength: 'Minimum number of characters: {{min}}',
      maxLength: 'Maximum number of characters: {{max}}',
      email: 'Please enter a valid e-mail address',
      phone: 'Please enter a valid phone number',
      otpCode: 'Please enter a valid 4-digit code',
      invalid: 'Invalid value',
      readOnly: 'This field cannot be changed',
    },
    errors: {
      generic: 'An error occurred',
      loadFailed: 'Failed to load data',
      saveFailed: 'Failed to save changes',
      rateLimited: 'Too many attempts. Try again {{when}}.',
    },
    inDuration: {
      seconds_one: 'in {{count}} second',
      seconds_other: 'in {{count}} seconds',
      minutes_one: 'in {{count}} minute',
      minutes_other: 'in {{count}} minutes',
      hours_one: 'in {{count}} hour',
      hours_other: 'in {{count}} hours',
    },
    actions: {
      retry: 'Try again',
      back: 'Go back',
      close: 'Close',
      save: 'Save',
      cancel: 'Cancel',
      continue: 'Continue',
      dismissNotification: 'Dismiss notification',
    },
    state: {
      loading: 'Loading…',
      empty: 'Nothing here yet',
    },
    form: {
      errorSummaryTitle: 'Please correct the following fields:',
      optional: '(optional)',
    },
    notifications: {
      region: 'Notifications',
    },
    theme: {
      switchToDark: 'Switch to dark mode',
      switchToLight: 'Switch to light mode',
    },
    language: {
      switch: 'Change language',
      name: { pl: 'Polski', en: 'English', ua: 'Українська' },
    },
  },
  uk: {
    validation: {
      required: 'Це поле обов’язкове',
      minLength: 'Мінімальна кількість символів: {{min}}',
      maxLength: 'Максимальна кількість символів: {{max}}',
      email: 'Введіть правильну адресу електронної пошти',
      phone: 'Введіть правильний номер телефону',
      otpCode: 'Введіть правильний 4-значний код',
      invalid: 'Неправильне значення',
      readOnly: 'Це поле не можна змінити',
    },
    errors: {
      generic: 'Сталася помилка',
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
    language: {
      switch: 'Змінити мову',
      name: { pl: 'Polski', en: 'English', ua: 'Українська' },
    },
  },
} as const satisfies Translations;
