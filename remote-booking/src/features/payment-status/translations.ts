/** Strings of this feature, under `booking:paymentStatus.*` (merged in translations/booking-translations.ts). */
export const paymentStatusTranslations = {
  pl: {
    loading: 'Sprawdzamy status płatności…',
    announce: 'Status płatności: {{status}}',
    status: {
      SUCCESS: {
        title: 'Płatność zakończona sukcesem',
        text: 'Dziękujemy! Rezerwacja jest opłacona.',
      },
      CONFIRMED: {
        title: 'Płatność potwierdzona',
        text: 'Operator potwierdził płatność. Rezerwacja jest opłacona.',
      },
      PENDING: {
        title: 'Czekamy na potwierdzenie płatności',
        text: 'To zwykle trwa kilka chwil. Strona odświeża się sama.',
      },
      NOTCONFIRMED: {
        title: 'Płatność nie jest jeszcze potwierdzona',
        text: 'Bank nie potwierdził jeszcze płatności. Strona odświeża się sama.',
      },
      VOIDED: {
        title: 'Płatność odrzucona',
        text: 'Płatność została odrzucona lub anulowana i nie pobrano za nią pieniędzy.',
      },
      ABANDONED: {
        title: 'Płatność przerwana',
        text: 'Płatność nie została dokończona i nie pobrano za nią pieniędzy.',
      },
      REFUNDED: {
        title: 'Płatność zwrócona',
        text: 'Cała kwota płatności została zwrócona.',
      },
      PARTIALLY_REFUNDED: {
        title: 'Płatność częściowo zwrócona',
        text: 'Część kwoty płatności została zwrócona.',
      },
    },
    blikHint: 'Potwierdź płatność w aplikacji banku.',
    transferHint: 'Jeśli przelew został wysłany, bank potwierdzi go w ciągu kilku minut.',
    unpaidNote: 'Nieopłacona rezerwacja online jest anulowana 30 minut po jej utworzeniu.',
    pollingStopped: 'Wciąż czekamy na potwierdzenie. Automatyczne odświeżanie zostało wstrzymane — użyj przycisku „Odśwież status”.',
    refreshFailed: 'Nie udało się odświeżyć statusu. Spróbujemy ponownie.',
    details: {
      title: 'Szczegóły płatności',
      number: 'Numer płatności',
      method: 'Metoda',
      amount: 'Kwota',
      serviceFee: 'W tym opłata serwisowa',
      blik: 'BLIK',
      transfer: 'Przelew bankowy',
      other: 'Płatność online',
    },
    actions: {
      refresh: 'Odśwież status',
      tryAgain: 'Spróbuj zapłacić ponownie',
      reservationDetails: 'Szczegóły rezerwacji',
      myReservations: 'Moje rezerwacje',
      signIn: 'Zaloguj się',
    },
    tryAgainWithLink: 'Aby spróbować ponownie, otwórz jeszcze raz otrzymany link do płatności.',
    errors: {
      missingId: 'Brak identyfikatora płatności w adresie strony.',
      invalidId: 'Nieprawidłowy identyfikator płatności. Sprawdź adres strony.',
      notFound: 'Nie znaleziono płatności. Sprawdź, czy adres strony jest poprawny.',
      unauthorized: 'Nie masz dostępu do tej płatności. Zaloguj się na konto, z którego została utworzona.',
      server: 'Serwer płatności jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
      fetchFailed: 'Nie udało się pobrać statusu płatności. Sprawdź połączenie i spróbuj ponownie.',
    },
  },
  en: {
    loading: 'Checking the payment status…',
    announce: 'Payment status: {{status}}',
    status: {
      SUCCESS: {
        title: 'Payment successful',
        text: 'Thank you! The reservation is paid.',
      },
      CONFIRMED: {
        title: 'Payment confirmed',
        text: 'The operator confirmed the payment. The reservation is paid.',
      },
      PENDING: {
        title: 'Waiting for the payment to be confirmed',
        text: 'This usually takes a few moments. The page refreshes by itself.',
      },
      NOTCONFIRMED: {
        title: 'The payment is not confirmed yet',
        text: 'The bank has not confirmed the payment yet. The page refreshes by itself.',
      },
      VOIDED: {
        title: 'Payment declined',
        text: 'The payment was declined or cancelled and no money was taken.',
      },
      ABANDONED: {
        title: 'Payment abandoned',
        text: 'The payment was not completed and no money was taken.',
      },
      REFUNDED: {
        title: 'Payment refunded',
        text: 'The whole amount of the payment has been refunded.',
      },
      PARTIALLY_REFUNDED: {
        title: 'Payment partially refunded',
        text: 'Part of the payment amount has been refunded.',
      },
    },
    blikHint: 'Confirm the payment in your banking app.',
    transferHint: 'If the transfer was sent, the bank will confirm it within a few minutes.',
    unpaidNote: 'An unpaid online reservation is cancelled 30 minutes after it was made.',
    pollingStopped: 'We are still waiting for the confirmation. Automatic refreshing has stopped — use the “Refresh status” button.',
    refreshFailed: 'The status could not be refreshed. We will try again.',
    details: {
      title: 'Payment details',
      number: 'Payment number',
      method: 'Method',
      amount: 'Amount',
      serviceFee: 'Including the service fee',
      blik: 'BLIK',
      transfer: 'Bank transfer',
      other: 'Online payment',
    },
    actions: {
      refresh: 'Refresh status',
      tryAgain: 'Try paying again',
      reservationDetails: 'Reservation details',
      myReservations: 'My reservations',
      signIn: 'Sign in',
    },
    tryAgainWithLink: 'To try again, open the payment link you received once more.',
    errors: {
      missingId: 'The page address has no payment id.',
      invalidId: 'The payment id is invalid. Check the page address.',
      notFound: 'The payment was not found. Check that the page address is correct.',
      unauthorized: 'You do not have access to this payment. Sign in with the account that created it.',
      server: 'The payment server is temporarily unavailable. Please try again in a moment.',
      fetchFailed: 'The payment status could not be loaded. Check your connection and try again.',
    },
  },
  uk: {
    loading: 'Перевіряємо статус оплати…',
    announce: 'Статус оплати: {{status}}',
    status: {
      SUCCESS: {
        title: 'Оплату успішно здійснено',
        text: 'Дякуємо! Бронювання оплачено.',
      },
      CONFIRMED: {
        title: 'Оплату підтверджено',
        text: 'Оператор підтвердив оплату. Бронювання оплачено.',
      },
      PENDING: {
        title: 'Очікуємо підтвердження оплати',
        text: 'Зазвичай це триває кілька секунд. Сторінка оновлюється автоматично.',
      },
      NOTCONFIRMED: {
        title: 'Оплату ще не підтверджено',
        text: 'Банк ще не підтвердив оплату. Сторінка оновлюється автоматично.',
      },
      VOIDED: {
        title: 'Оплату відхилено',
        text: 'Оплату відхилено або скасовано, кошти не списано.',
      },
      ABANDONED: {
        title: 'Оплату перервано',
        text: 'Оплату не завершено, кошти не списано.',
      },
      REFUNDED: {
        title: 'Оплату повернено',
        text: 'Всю суму оплати повернено.',
      },
      PARTIALLY_REFUNDED: {
        title: 'Оплату частково повернено',
        text: 'Частину суми оплати повернено.',
      },
    },
    blikHint: 'Підтвердьте оплату в банківському застосунку.',
    transferHint: 'Якщо переказ надіслано, банк підтвердить його протягом кількох хвилин.',
    unpaidNote: 'Неоплачене онлайн-бронювання скасовується через 30 хвилин після створення.',
    pollingStopped: 'Ми все ще чекаємо на підтвердження. Автоматичне оновлення зупинено — скористайтеся кнопкою «Оновити статус».',
    refreshFailed: 'Не вдалося оновити статус. Ми спробуємо ще раз.',
    details: {
      title: 'Деталі оплати',
      number: 'Номер оплати',
      method: 'Спосіб',
      amount: 'Сума',
      serviceFee: 'Зокрема сервісний збір',
      blik: 'BLIK',
      transfer: 'Банківський переказ',
      other: 'Онлайн-оплата',
    },
    actions: {
      refresh: 'Оновити статус',
      tryAgain: 'Спробувати оплатити ще раз',
      reservationDetails: 'Деталі бронювання',
      myReservations: 'Мої бронювання',
      signIn: 'Увійти',
    },
    tryAgainWithLink: 'Щоб спробувати ще раз, відкрийте отримане посилання на оплату повторно.',
    errors: {
      missingId: 'В адресі сторінки немає ідентифікатора оплати.',
      invalidId: 'Неправильний ідентифікатор оплати. Перевірте адресу сторінки.',
      notFound: 'Оплату не знайдено. Перевірте правильність адреси сторінки.',
      unauthorized: 'Ви не маєте доступу до цієї оплати. Увійдіть в обліковий запис, з якого її створено.',
      server: 'Сервер оплати тимчасово недоступний. Спробуйте ще раз за хвилину.',
      fetchFailed: 'Не вдалося завантажити статус оплати. Перевірте з’єднання та спробуйте ще раз.',
    },
  },
} as const;
