import type { PdfDocument } from './write-pdf';

const h = (text: string) => ({ kind: 'heading', text }) as const;
const p = (text: string) => ({ kind: 'paragraph', text }) as const;

/** The terms of service linked from the footer (Polish, the contract language). */
export const TERMS: PdfDocument = {
  title: 'Regulamin serwisu rezerwacji obiektów sportowych Venue',
  blocks: [
    { kind: 'title', text: 'Regulamin serwisu rezerwacji obiektów sportowych Venue' },
    p('Obowiązuje od 1 stycznia 2025 r.'),
    h('§ 1. Postanowienia ogólne'),
    p(
      '1. Regulamin określa zasady korzystania z serwisu internetowego Venue (dalej „Serwis”), który umożliwia rezerwację kortów, zajęć grupowych, treningów z trenerem, kursów oraz zakup karnetów w obiektach sportowych współpracujących z operatorem Serwisu (dalej „Obiekty”).',
    ),
    p(
      '2. Usługi sportowe świadczy Obiekt, w którym dokonano rezerwacji. Operator Serwisu udostępnia narzędzie do rezerwacji i płatności i nie jest stroną umowy o korzystanie z obiektu.',
    ),
    p(
      '3. Korzystanie z Serwisu wymaga urządzenia z dostępem do internetu i aktualnej przeglądarki internetowej. Niektóre funkcje wymagają posiadania telefonu komórkowego, na który wysyłany jest kod SMS.',
    ),
    h('§ 2. Konto użytkownika'),
    p(
      '1. Konto zakłada się, podając numer telefonu i wpisując 4-cyfrowy kod przesłany SMS-em. Przy pierwszym logowaniu użytkownik podaje imię, nazwisko i adres e-mail.',
    ),
    p(
      '2. Użytkownik odpowiada za prawdziwość podanych danych i nie udostępnia swojego konta osobom trzecim. Rodzic lub opiekun może dodać do swojego konta profile dzieci, za które ponosi odpowiedzialność.',
    ),
    p(
      '3. Użytkownik może w każdej chwili usunąć konto w ustawieniach konta. Usunięcie konta nie wpływa na rozliczenia rezerwacji, które zostały już zrealizowane.',
    ),
    h('§ 3. Rezerwacje i płatności'),
    p(
      '1. Rezerwacja dochodzi do skutku z chwilą jej potwierdzenia w Serwisie. Ceny podawane są w złotych polskich i zawierają podatek VAT.',
    ),
    p(
      '2. Do płatności online (BLIK, przelew) doliczana jest opłata serwisowa w wysokości 1,98 zł brutto za transakcję. Rezerwacja opłacana online, która nie zostanie opłacona w ciągu 30 minut, zostaje automatycznie anulowana; w przypadku zapisu na kurs termin ten wynosi 15 minut.',
    ),
    p('3. Karnety można wykorzystać wyłącznie w Obiekcie, w którym zostały kupione, w godzinach i terminie ich ważności.'),
    p('4. Środki zgromadzone w portfelu Serwisu można wypłacić na rachunek bankowy po potwierdzeniu dyspozycji kodem SMS.'),
    h('§ 4. Odwołanie rezerwacji'),
    p(
      '1. Rezerwację można bezpłatnie odwołać najpóźniej na tyle godzin przed jej rozpoczęciem, ile określa regulamin danego Obiektu. Późniejsze odwołanie jest oznaczane jako odwołanie po terminie i może wiązać się z opłatą zgodnie z cennikiem Obiektu.',
    ),
    p(
      '2. Zwrot należności za odwołaną rezerwację następuje na rachunek użytego środka płatności albo do portfela Serwisu, w terminie do 14 dni.',
    ),
    h('§ 5. Reklamacje'),
    p(
      '1. Reklamacje dotyczące działania Serwisu można zgłaszać za pośrednictwem formularza kontaktowego dostępnego w Serwisie. Reklamacje dotyczące usług sportowych rozpatruje Obiekt.',
    ),
    p(
      '2. Reklamacja jest rozpatrywana w terminie 14 dni od dnia jej otrzymania, a odpowiedź przesyłana jest na adres e-mail przypisany do konta.',
    ),
    h('§ 6. Postanowienia końcowe'),
    p(
      '1. Konsument może odstąpić od umowy o świadczenie usług drogą elektroniczną w terminie 14 dni, z wyjątkiem usług związanych z wypoczynkiem lub rekreacją, jeżeli w umowie oznaczono dzień lub okres świadczenia usługi.',
    ),
    p(
      '2. O zmianie regulaminu użytkownicy są informowani w Serwisie co najmniej 14 dni przed wejściem zmian w życie. W sprawach nieuregulowanych stosuje się przepisy prawa polskiego.',
    ),
  ],
};

/** The privacy policy linked from the footer. */
export const PRIVACY: PdfDocument = {
  title: 'Polityka prywatności serwisu Venue',
  blocks: [
    { kind: 'title', text: 'Polityka prywatności serwisu Venue' },
    p('Obowiązuje od 1 stycznia 2025 r.'),
    h('1. Administrator danych'),
    p(
      'Administratorem danych osobowych użytkowników Serwisu jest jego operator. W zakresie danych przekazywanych w związku z rezerwacją administratorem jest również Obiekt, w którym dokonano rezerwacji.',
    ),
    h('2. Jakie dane przetwarzamy'),
    p(
      'Numer telefonu, imię, nazwisko, adres e-mail, dane do faktury (jeżeli zostaną podane), profile dzieci dodane przez rodzica lub opiekuna, historię rezerwacji, karnetów i płatności, operacje w portfelu oraz deklarowany poziom gry.',
    ),
    h('3. Cele i podstawy przetwarzania'),
    p(
      'Dane przetwarzamy w celu założenia i prowadzenia konta oraz realizacji rezerwacji i płatności (art. 6 ust. 1 lit. b RODO), wystawiania faktur i prowadzenia rozliczeń (art. 6 ust. 1 lit. c RODO), zapewnienia bezpieczeństwa Serwisu, w tym ograniczania liczby prób logowania, oraz dochodzenia roszczeń (art. 6 ust. 1 lit. f RODO), a także wysyłania informacji marketingowych, jeśli użytkownik wyraził na to zgodę (art. 6 ust. 1 lit. a RODO).',
    ),
    h('4. Odbiorcy danych'),
    p(
      'Dane przekazujemy Obiektom w zakresie potrzebnym do realizacji rezerwacji, operatorom płatności, dostawcy usługi wysyłki SMS oraz dostawcom usług hostingowych i monitorowania błędów, z którymi zawarliśmy umowy powierzenia przetwarzania danych.',
    ),
    h('5. Okres przechowywania'),
    p(
      'Dane konta przechowujemy do czasu jego usunięcia, dane rozliczeniowe przez okres wymagany przepisami podatkowymi, a dane potrzebne do obrony przed roszczeniami do upływu okresu ich przedawnienia.',
    ),
    h('6. Prawa użytkownika'),
    p(
      'Użytkownik ma prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia, wniesienia sprzeciwu oraz cofnięcia zgody w dowolnym momencie. Przysługuje mu także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.',
    ),
    h('7. Pliki cookie i pamięć przeglądarki'),
    p(
      'Serwis zapisuje w przeglądarce plik cookie z identyfikatorem sesji (auth_token, ważny 730 dni) oraz w pamięci lokalnej wybrany język, motyw kolorystyczny i podstawowe dane profilu. Są one niezbędne do działania Serwisu. Narzędzia analityczne i monitorowania błędów są uruchamiane wyłącznie wtedy, gdy zostały skonfigurowane przez operatora.',
    ),
  ],
};

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
