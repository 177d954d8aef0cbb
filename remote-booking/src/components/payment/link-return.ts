// Pay-by-link remembers which reservation a payment was for: the payment (and the gateway's
// return URL) carries only the payment, and a visitor who must try again needs the link page.
const PREFIX = 'venue.payByLink.';

export function rememberLinkReservation(paymentUuid: string, reservationUuid: string): void {
  try {
    window.sessionStorage.setItem(PREFIX + paymentUuid.toLowerCase(), reservationUuid);
  } catch {
    // Storage may be off (private mode, quota); the status page then offers no "try again" link.
  }
}

export function linkReservationOf(paymentRef: string): string | null {
  try {
    return window.sessionStorage.getItem(PREFIX + paymentRef.toLowerCase());
  } catch {
    return null;
  }
}
