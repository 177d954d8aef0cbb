import type { TranslationTree } from '@venue/routes';

/** The player's carnets in Polish, under `booking:myCarnets.*` (merged in translations/pl.ts). */
export default {
  loading: 'Wczytywanie karnetów…',
  loadFailed: 'Nie udało się wczytać Twoich karnetów',
  empty: 'Nie masz jeszcze karnetów',
  emptyHint: 'Karnet kupisz na stronie obiektu, w zakładce Karnety.',
  findVenue: 'Znajdź obiekt',
  left: 'Zostało: {{amount}}',
  state: {
    active: 'Dostępny',
    awaiting_payment: 'Niedostępny: czeka na płatność',
    payment_failed: 'Niedostępny: płatność nieudana',
    expired: 'Niedostępny: wygasł',
    used_up: 'Niedostępny: wykorzystany',
  },
  why: {
    awaiting_payment: 'Karnet będzie dostępny, gdy płatność zostanie potwierdzona.',
    payment_failed: 'Płatność za karnet nie powiodła się, więc nie można z niego korzystać. Możesz kupić go ponownie.',
    expired: 'Minął termin ważności karnetu.',
    used_up: 'Wszystkie wejścia lub cała kwota karnetu zostały wykorzystane.',
  },
  paymentStatus: 'Sprawdź status płatności',
  facts: {
    value: 'Wartość',
    remaining: 'Pozostało',
    price: 'Cena',
    validity: 'Ważność',
    added: 'Data dodania',
    expires: 'Ważny do',
    expiresOncePaid: 'Liczona od potwierdzenia płatności',
  },
  usage: {
    heading: 'Historia użycia',
    none: 'Karnet nie był jeszcze używany.',
    used: 'użyto',
    returned: 'zwrócono',
    reservation: 'Rezerwacja: {{court}}, {{when}}',
    at: 'Zapisano: {{date}}',
  },
} as const satisfies TranslationTree;
