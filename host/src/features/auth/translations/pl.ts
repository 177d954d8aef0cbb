import type { TranslationTree } from '@venue/routes';

/** Strings of the login and complete-registration pages (namespace `auth`) (Polish). */
export default {
  login: {
    phoneHeading: 'Zaloguj się',
    phoneIntro: 'Podaj numer telefonu. Wyślemy na niego 4-cyfrowy kod SMS. Jeśli nie masz jeszcze konta, założymy je.',
    countryCode: 'Kierunkowy kraju',
    phoneNumber: 'Numer telefonu',
    phoneHint: 'Na przykład 500 600 700',
    sendCode: 'Wyślij kod SMS',
    codeHeading: 'Wpisz kod z SMS-a',
    codeIntro: 'Wysłaliśmy kod SMS na numer {{phone}}.',
    code: 'Kod z SMS-a',
    codeHint: '4 cyfry',
    verify: 'Zaloguj się',
    resend: 'Wyślij kod ponownie',
    resendIn: 'Nowy kod możesz wysłać {{when}}.',
    codeResent: 'Wysłaliśmy nowy kod.',
    changeNumber: 'Zmień numer telefonu',
    sessionExpired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    browseVenues: 'Przeglądaj obiekty bez logowania',
    checkingMagicLink: 'Sprawdzamy link logowania…',
    signingIn: 'Logowanie…',
  },
  errors: {
    smsSendFailed: 'Wystąpił błąd podczas wysyłania kodu SMS. Spróbuj ponownie.',
    invalidCode: 'Błędny kod SMS. Spróbuj ponownie.',
    codeExpired: 'Kod wygasł. Wyślij nowy kod.',
    tooManyAttempts: 'Zbyt wiele błędnych prób. Wyślij nowy kod.',
    magicLinkInvalid: 'Link logowania jest nieprawidłowy lub wygasł. Zaloguj się numerem telefonu.',
  },
  registration: {
    heading: 'Dokończ rejestrację',
    intro: 'Uzupełnij swoje dane, aby rezerwować obiekty i otrzymywać potwierdzenia.',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    email: 'Adres e-mail',
    emailHint: 'Wyślemy na niego potwierdzenia rezerwacji.',
    marketingConsent: 'Chcę otrzymywać e-mailem informacje o nowościach i promocjach.',
    marketingConsentHint: 'Zgodę możesz wycofać w każdej chwili w ustawieniach konta.',
    submit: 'Zapisz i przejdź dalej',
  },
} as const satisfies TranslationTree;
