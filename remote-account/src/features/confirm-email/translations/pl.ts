import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:confirmEmail.*` (loaded with the page, see translations/page-parts.ts). */
export default {
  confirming: 'Potwierdzamy Twój adres e-mail…',
  confirmed: 'Adres {{email}} został potwierdzony. Dziękujemy!',
  alreadyConfirmed: 'Twój adres {{email}} jest już potwierdzony.',
  expired: 'Ten link wygasł. Linki potwierdzające są ważne przez 24 godziny.',
  used: 'Ten link został już użyty. Jeśli adres nie jest potwierdzony, poproś o nowy link.',
  taken: 'Ten adres e-mail jest już potwierdzony w innym koncie. Podaj w swoim koncie inny adres.',
  invalid: 'Ten link jest nieprawidłowy. Sprawdź, czy skopiowano go w całości, albo poproś o nowy.',
  missing: 'Brakuje kodu potwierdzającego. Otwórz link z wiadomości e-mail albo poproś o nowy.',
  failed: 'Nie udało się potwierdzić adresu. Sprawdź połączenie i spróbuj ponownie.',
  toAccount: 'Przejdź do swojego konta',
  resend: 'Wyślij nowy link',
  resendSent: 'Wysłaliśmy nowy link na adres {{email}}. Sprawdź skrzynkę.',
  resendRateLimited: 'Nowy link możesz wysłać {{when}}.',
  resendFailed: 'Nie udało się wysłać nowego linku. Spróbuj ponownie.',
  signInForNew: 'Zaloguj się, aby otrzymać nowy link',
  signInHint: 'Nowy link wyślemy na adres zapisany w Twoim koncie.',
} as const satisfies TranslationTree;
