/**
 * The kiosk's activation token, per venue, in this browser's localStorage: it is the kiosk's
 * identity, not a player's (nothing of a player is ever stored). Reading fails soft where
 * storage is blocked: the kiosk then asks to be activated again.
 */
const keyOf = (venueId: number) => `venue.kiosk.${venueId}`;

export function readKioskToken(venueId: number): string | null {
  try {
    return window.localStorage.getItem(keyOf(venueId));
  } catch {
    return null;
  }
}

export function saveKioskToken(venueId: number, token: string): void {
  try {
    window.localStorage.setItem(keyOf(venueId), token);
  } catch {
    // Private mode: the kiosk works until the page is reloaded.
  }
}

export function forgetKioskToken(venueId: number): void {
  try {
    window.localStorage.removeItem(keyOf(venueId));
  } catch {
    // Nothing stored, nothing to forget.
  }
}
