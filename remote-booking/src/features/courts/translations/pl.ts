import type { TranslationTree } from '@venue/routes';

/** Strings of the courts flow's first step (choosing a slot) in Polish, under `booking:courts.*` (merged in translations/pl.ts: the venue page's first view waits for no part). */
export default {
  progress: 'Postęp rezerwacji',
  steps: { slot: 'Wybierz termin', options: 'Opcje rezerwacji', summary: 'Podsumowanie' },
  timezoneNote: 'Godziny podane w strefie czasowej obiektu: {{zone}}',
  sport: 'Sport',
  courtTypeLabel: 'Rodzaj kortu',
  courtType: { indoor: 'Kryty', outdoor: 'Odkryty', panoramic: 'Panoramiczny' },
  court: 'Kort',
  anyCourt: 'Dowolny kort',
  freeSlots: 'Wolne terminy',
  pricePerHour: '{{price}} / h',
  notify: 'Powiadom mnie, gdy się zwolni',
  slotState: { taken: 'zajęty', closed: 'niedostępny' },
  time: 'Godzina',
  slotsGrid: 'Terminy: godziny i korty',
  stepOf: 'Krok {{step}} z {{count}}',
  chosenSlot: 'Wybrany termin',
  availabilityFailed: 'Nie udało się pobrać wolnych terminów',
  availability: {
    beyondAdvanceLimit: 'Przekroczono maksymalny okres rezerwacji z wyprzedzeniem. Ostatni dzień, który można zarezerwować: {{date}}.',
    noCourts: 'Brak dostępnych kortów w wybranym terminie',
    noSlots: 'Brak wolnych godzin na tym korcie w wybranym dniu. Wybierz inny dzień lub dowolny kort.',
    nextDay: 'Następny dzień: {{day}}',
  },
  signInHint: 'Aby zarezerwować, zaloguj się — wrócisz do tego miejsca.',
  reserve: 'Zarezerwuj',
} as const satisfies TranslationTree;
