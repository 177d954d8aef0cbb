import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:dumpAccount.*` (loaded with the page, see translations/page-parts.ts). */
export default {
  intro: 'Usunięcie konta jest nieodwracalne. Zanim je potwierdzisz, sprawdź, co się stanie:',
  consequences: {
    reservations: 'Przyszłe nieopłacone rezerwacje zostaną odwołane.',
    paidReservations: 'Opłacone rezerwacje nie są odwoływane. Jeśli chcesz odwołać którąś z nich, zrób to przed usunięciem konta.',
    personalData:
      'Twoje dane osobowe (imię, nazwisko, e-mail, telefon, dane do faktur, profile dzieci, poziomy gry) zostaną usunięte lub zanonimizowane.',
    financial: 'Dokumenty finansowe, takie jak płatności i faktury, zachowamy tak długo, jak wymaga tego prawo.',
    signOut: 'Zostaniesz wylogowany na wszystkich urządzeniach.',
  },
  wallet: {
    balance:
      'W portfelu masz {{amount}}. Po usunięciu konta nie zobaczysz ich już w aplikacji: zapis zostaje w dokumentacji finansowej, a o zwrot środków poproś obiekt, najlepiej przed usunięciem konta.',
    unknown: 'Nie udało się sprawdzić salda portfela. Jeśli masz w nim środki, poproś obiekt o ich zwrot przed usunięciem konta.',
  },
  understand: 'Rozumiem, że usunięcia konta nie można cofnąć.',
  understandRequired: 'Zaznacz, że rozumiesz skutki usunięcia konta.',
  sendCode: 'Wyślij kod SMS',
  sendCodeHint: 'Dla bezpieczeństwa potwierdzisz usunięcie kodem SMS wysłanym na numer przypisany do konta.',
  keepAccount: 'Nie usuwaj, wróć do konta',
  codeIntro: 'Wysłaliśmy kod SMS na numer {{phone}}.',
  code: 'Kod z SMS-a',
  codeHint: '4 cyfry',
  confirm: 'Usuń konto na zawsze',
  resend: 'Wyślij kod ponownie',
  resendIn: 'Nowy kod możesz wysłać {{when}}.',
  codeResent: 'Wysłaliśmy nowy kod.',
  invalidCode: 'Błędny kod SMS. Spróbuj ponownie.',
  codeExpired: 'Kod wygasł. Wyślij nowy kod.',
  tooManyAttempts: 'Zbyt wiele błędnych prób. Wyślij nowy kod.',
  smsSendFailed: 'Wystąpił błąd podczas wysyłania kodu SMS. Spróbuj ponownie.',
  deleteFailed: 'Nie udało się usunąć konta. Spróbuj ponownie.',
  deleted: 'Twoje konto zostało usunięte.',
} as const satisfies TranslationTree;
