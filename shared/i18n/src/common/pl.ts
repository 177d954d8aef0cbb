import type { TranslationTree } from '@venue/routes';

/** The `common` namespace in Polish. */
export default {
  validation: {
    required: 'To pole jest wymagane',
    minLength: 'Minimalna liczba znaków: {{min}}',
    maxLength: 'Maksymalna liczba znaków: {{max}}',
    email: 'Wprowadź poprawny adres e-mail',
    phone: 'Wprowadź poprawny numer telefonu',
    phoneNotMobile: 'Kod SMS możemy wysłać tylko na numer komórkowy',
    phoneCountryNotServed: 'Nie wysyłamy kodów SMS na numery z tego kraju',
    otpCode: 'Wprowadź poprawny 4-cyfrowy kod',
    blikCode: 'Wprowadź poprawny 6-cyfrowy kod BLIK',
    selectPriceList: 'Wybierz cennik, karnet lub płatność online',
    invalid: 'Nieprawidłowa wartość',
    readOnly: 'Tego pola nie można zmienić',
    nip: 'Wprowadź poprawny NIP: 10 cyfr, z których ostatnia zgadza się z sumą kontrolną',
    postalCode: 'Wprowadź kod pocztowy w formacie XX-XXX',
    cityDigits: 'Nazwa miejscowości nie może zawierać cyfr',
    invisibleCharacters: 'Usuń niewidoczne znaki i znaki sterujące kierunkiem tekstu',
    birthDateFuture: 'Data urodzenia nie może być z przyszłości',
    maxValue: 'Maksymalna wartość: {{max}}',
    insufficientFunds: 'Za mało środków w portfelu',
  },
  errors: {
    generic: 'Wystąpił błąd',
    busy: 'Serwis jest teraz przeciążony. Spróbuj ponownie za chwilę.',
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
  /** Sports by their stable code (`SportType.code`); see sportName. */
  sport: { squash: 'Squash', tennis: 'Tenis', padel: 'Padel' },
  language: {
    switch: 'Zmień język',
    name: { pl: 'Polski', en: 'English', ua: 'Українська' },
  },
} as const satisfies TranslationTree;
