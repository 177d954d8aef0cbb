/** Strings of this feature, under `booking:payByLink.*` (merged in translations/booking-translations.ts). */
export const payByLinkTranslations = {
  pl: {
    intro: 'Ktoś wysłał Ci link do opłacenia tej rezerwacji. Nie musisz się logować.',
    loading: 'Ładowanie rezerwacji…',
    reservation: {
      title: 'Rezerwacja',
      venue: 'Obiekt',
      court: 'Kort',
      date: 'Termin',
      timeZoneNote: 'Godziny podane w strefie czasowej obiektu: {{zone}}',
    },
    payTitle: 'Zapłać online',
    payUntil: 'Opłać rezerwację do {{time}}. Nieopłacona zostanie automatycznie anulowana.',
    alreadyPaid: {
      title: 'Rezerwacja jest już opłacona',
      text: 'Ta rezerwacja została opłacona. Nie musisz nic więcej robić.',
    },
    notPayable: {
      title: 'Nie można teraz opłacić tej rezerwacji',
      text: 'Wykryto problem z płatnością. Spróbuj później lub skontaktuj się z obsługą obiektu.',
      cancelled: 'Rezerwacja została anulowana.',
      started: 'Termin tej rezerwacji już się rozpoczął.',
    },
    errors: {
      notFound: 'Nie znaleziono rezerwacji. Sprawdź, czy link do płatności jest poprawny.',
      loadFailed: 'Nie udało się pobrać danych rezerwacji. Sprawdź połączenie i spróbuj ponownie.',
      server: 'Serwer jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
    },
    venueLink: 'Zobacz inne terminy w tym obiekcie',
  },
  en: {
    intro: 'Someone sent you a link to pay for this reservation. You do not need to sign in.',
    loading: 'Loading the reservation…',
    reservation: {
      title: 'Reservation',
      venue: 'Venue',
      court: 'Court',
      date: 'When',
      timeZoneNote: 'Times are shown in the venue’s time zone: {{zone}}',
    },
    payTitle: 'Pay online',
    payUntil: 'Pay for the reservation by {{time}}. If unpaid, it will be cancelled automatically.',
    alreadyPaid: {
      title: 'The reservation is already paid',
      text: 'This reservation has been paid. There is nothing more to do.',
    },
    notPayable: {
      title: 'This reservation cannot be paid now',
      text: 'A payment issue was detected. Please try later or contact the venue’s support.',
      cancelled: 'The reservation has been cancelled.',
      started: 'The reservation has already started.',
    },
    errors: {
      notFound: 'The reservation was not found. Check that the payment link is correct.',
      loadFailed: 'The reservation could not be loaded. Check your connection and try again.',
      server: 'The server is temporarily unavailable. Please try again in a moment.',
    },
    venueLink: 'See other times at this venue',
  },
  uk: {
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
  },
} as const;
