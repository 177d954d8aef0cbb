import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:checkInQr.*` (merged in translations/pl.ts). */
export default {
  heading: 'Kod QR do wejścia',
  intro: 'Pokaż kod w recepcji lub przy czytniku, aby zameldować się w obiekcie. Kod działa tylko przez krótki czas.',
  noVenues: 'Kod QR otrzymasz w obiekcie, w którym masz rezerwację. Zarezerwuj najpierw kort lub zajęcia.',
  loadFailed: 'Nie udało się wczytać Twoich obiektów.',
  venue: 'Obiekt',
  venueName: 'Obiekt: {{name}}',
  generate: 'Wygeneruj kod',
  loadingQr: 'Przygotowujemy kod…',
} as const satisfies TranslationTree;
