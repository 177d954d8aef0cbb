// Pages built so far and the headings that prove each one rendered (Polish default texts).
export const NOT_AVAILABLE = 'Ta sekcja nie jest jeszcze dostępna.';
export const REMOTE_UNAVAILABLE = 'Nie udało się załadować tej sekcji';
export const RETRY = 'Spróbuj ponownie';

export const REMOTE_PAGES = {
  account: { path: '/your-account', heading: 'Twoje konto', navLink: 'Profil' },
  booking: { path: '/my-reservations', heading: 'Moje rezerwacje', navLink: 'Rezerwacje' },
  wallet: { path: '/wallet', heading: 'Portfel', navLink: 'Portfel' },
  trainer: { path: '/trainer-profile/overview', heading: 'Profil trenera – przegląd', navLink: undefined },
  kiosk: { path: '/self-checkout/1', heading: 'Kiosk samoobsługowy', navLink: undefined },
} as const;

/** What a remote placeholder says about the user, read from the shared auth store (first name). */
export const signedInAs = (firstName: string) => `Zalogowano jako ${firstName}.`;
