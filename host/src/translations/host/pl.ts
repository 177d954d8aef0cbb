import type { TranslationTree } from '@venue/routes';

/** The shell's own strings: navigation, footer, error pages and the host-owned pages' titles (Polish). */
export default {
  title: {
    root: 'Start',
    login: 'Logowanie',
    completeRegistration: 'Dokończ rejestrację',
    getMobileApp: 'Pobierz aplikację mobilną',
    serverError: 'Błąd serwera',
    notFound: 'Nie znaleziono strony',
    frame: 'Otwórz w nowej karcie',
  },
  nav: {
    label: 'Menu główne',
    home: 'Strona główna',
    profile: 'Profil',
    book: 'Zarezerwuj',
    reservations: 'Rezerwacje',
    passes: 'Karnety',
    notifications: 'Powiadomienia',
    wallet: 'Portfel',
    trainerProfile: 'Profil trenera',
    statistics: 'Statystyki',
    logout: 'Wyloguj',
    signIn: 'Zaloguj się',
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
    userInitials: 'Zalogowany użytkownik: {{name}}',
    languageSwitch: 'Zmień język (obecnie: {{language}})',
    languageMenu: 'Wybierz język',
    darkMode: 'Tryb ciemny',
    skipToContent: 'Przejdź do treści',
  },
  footer: {
    provider: 'System rezerwacji obiektów sportowych dostarcza Venue.',
    terms: 'Regulamin (PDF)',
    privacy: 'Polityka prywatności (PDF)',
    copyright: '© {{year}} Venue. Wszelkie prawa zastrzeżone.',
  },
  notFound: {
    heading: 'Aut! Piłka poza kortem!',
    description: 'Strona, której szukasz, nie istnieje albo została przeniesiona.',
    back: 'Wróć',
  },
  serverError: {
    heading: 'Ups! Serwer potrzebuje przerwy technicznej',
    description: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.',
    retry: 'Spróbuj ponownie',
  },
  remote: {
    unavailable: 'Nie udało się załadować tej sekcji',
    unavailableDescription: 'Pozostałe części serwisu działają normalnie. Spróbuj ponownie za chwilę.',
    retry: 'Spróbuj ponownie',
    loading: 'Ładowanie sekcji…',
  },
  session: {
    checking: 'Sprawdzanie sesji…',
    refreshFailed: 'Nie udało się odświeżyć danych użytkownika',
    unavailable: 'Nie udało się sprawdzić sesji. Sprawdź połączenie i spróbuj ponownie.',
  },
  frame: {
    heading: 'Otwórz serwis w nowej karcie',
    description: 'Ze względów bezpieczeństwa ta strona nie działa wewnątrz ramki innej witryny.',
    open: 'Otwórz w nowej karcie',
  },
  mobileApp: {
    heading: 'Pobierz aplikację mobilną',
    redirecting: 'Przekierowujemy do sklepu z aplikacjami…',
    description: 'Zarezerwuj kort w kilka sekund z telefonu. Wybierz sklep swojego urządzenia:',
    googlePlay: 'Pobierz z Google Play',
    appStore: 'Pobierz z App Store',
  },
} as const satisfies TranslationTree;
