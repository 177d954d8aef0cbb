import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:accountData.*` (merged in translations/pl.ts). */
export default {
  title: 'Dane konta',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  email: 'Adres e-mail',
  emailHint: 'Wyślemy na niego potwierdzenia rezerwacji. Nowy adres trzeba potwierdzić.',
  emailState: 'Stan adresu e-mail:',
  emailVerified: 'Potwierdzony',
  emailUnverified: 'Niepotwierdzony',
  resend: 'Wyślij link potwierdzający ponownie',
  resendFailed: 'Nie udało się wysłać linku potwierdzającego. Spróbuj ponownie.',
  phone: 'Numer telefonu',
  phoneHint: 'Służy do logowania i nie można go zmienić.',
  marketingConsent: 'Chcę otrzymywać e-mailem informacje o nowościach i promocjach.',
  /** Field names in the error summary; the consent's own label is a whole sentence. */
  fields: {
    first_name: 'Imię',
    last_name: 'Nazwisko',
    email: 'Adres e-mail',
    marketing_consent: 'Zgoda marketingowa',
  },
  submit: 'Zapisz dane konta',
  saved: 'Dane konta zostały zapisane.',
  savedEmailChanged: 'Dane konta zostały zapisane. Wysłaliśmy link potwierdzający na adres {{email}}.',
} as const satisfies TranslationTree;
