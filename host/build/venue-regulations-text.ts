import type { PdfDocument } from './write-pdf';

const h = (text: string) => ({ kind: 'heading', text }) as const;
const p = (text: string) => ({ kind: 'paragraph', text }) as const;

/**
 * The regulations every demo venue links to (backend `db/seed/demo-data.ts`). A real venue sets
 * its own document's URL; this one says plainly that it is a sample, and leaves to the booking
 * what differs per venue (the free-cancellation window, opening hours, prices).
 */
export const DEMO_VENUE_REGULATIONS: PdfDocument = {
  title: 'Regulamin obiektu sportowego (wzór dla obiektów demonstracyjnych)',
  blocks: [
    { kind: 'title', text: 'Regulamin obiektu sportowego' },
    p(
      'Wzór dla obiektów demonstracyjnych serwisu Venue. Obiekt korzystający z serwisu udostępnia w jego miejsce własny regulamin; ten dokument służy wyłącznie do prezentacji działania rezerwacji.',
    ),
    h('§ 1. Postanowienia ogólne'),
    p('1. Regulamin określa zasady korzystania z kortów, sal i zajęć Obiektu przez osoby, które dokonały rezerwacji (dalej „Gracze”).'),
    p(
      '2. Godziny otwarcia, cennik i termin bezpłatnego odwołania rezerwacji podane są na stronie Obiektu w serwisie Venue i przy każdej rezerwacji.',
    ),
    h('§ 2. Rezerwacje'),
    p('1. Kort lub miejsce na zajęciach jest zarezerwowane dla Gracza od potwierdzenia rezerwacji w serwisie Venue lub w recepcji.'),
    p(
      '2. Gracz zgłasza się w recepcji albo w kiosku samoobsługowym przed rozpoczęciem rezerwacji, okazując kod QR z aplikacji. Spóźnienie nie przedłuża czasu rezerwacji.',
    ),
    p('3. Rezerwację można odwołać bezpłatnie w terminie podanym przy rezerwacji; po jego upływie należność nie jest zwracana.'),
    h('§ 3. Karnety'),
    p(
      '1. Karnet kupiony w Obiekcie może być wykorzystany wyłącznie w tym Obiekcie, w godzinach, na korty i zajęcia oraz w okresie ważności wskazanych przy jego zakupie.',
    ),
    p('2. Karnet jest imienny i nie podlega odsprzedaży.'),
    h('§ 4. Zasady korzystania z obiektu'),
    p(
      '1. Na kortach obowiązuje obuwie sportowe z jasną, niebrudzącą podeszwą. Sprzęt wypożyczony w recepcji Gracz zwraca w stanie niepogorszonym.',
    ),
    p('2. Osoby poniżej 13 lat przebywają na terenie Obiektu pod opieką rodzica, opiekuna lub trenera.'),
    p('3. Gracz odpowiada za szkody wyrządzone z własnej winy. Obiekt nie odpowiada za rzeczy pozostawione poza szafkami depozytowymi.'),
    h('§ 5. Bezpieczeństwo'),
    p('1. Gracz korzysta z Obiektu w sposób odpowiedni do swojego stanu zdrowia i umiejętności.'),
    p('2. O wypadku lub uszkodzeniu sprzętu należy niezwłocznie poinformować recepcję.'),
    h('§ 6. Postanowienia końcowe'),
    p(
      '1. Reklamacje dotyczące usług Obiektu przyjmuje recepcja oraz formularz kontaktowy serwisu Venue; odpowiedź udzielana jest w ciągu 14 dni.',
    ),
    p('2. W sprawach nieuregulowanych stosuje się regulamin serwisu Venue i przepisy Kodeksu cywilnego.'),
  ],
};
