import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `booking:payByLink.*` (merged in translations/pl.ts). */
export default {
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
  inProgress: {
    title: 'Płatność za tę rezerwację jest już w toku',
    text: 'Ktoś rozpoczął już płatność (np. BLIK lub przelew) i czekamy na potwierdzenie z banku. Poczekaj na nią albo rozpocznij nową: nowa płatność anuluje tę w toku, a jeśli bank mimo to ją zaksięguje, pieniądze wrócą do płacącego.',
    startNew: 'Rozpocznij nową płatność',
  },
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
} as const satisfies TranslationTree;
