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

// A payment started from a page of several reservations (a weekly series) remembers that page, so a
// declined payment's status page can offer "try again" there; the payment itself names no series.
const RETRY_PREFIX = 'venue.paymentRetry.';

export function rememberRetryPath(paymentId: number, path: string): void {
  try {
    window.sessionStorage.setItem(RETRY_PREFIX + String(paymentId), path);
  } catch {
    // Storage may be off; the status page then links to "my reservations" only.
  }
}

/** The in-app path to try a declined payment again from, if the page that started it left one. */
export function retryPathOf(paymentRef: string): string | null {
  try {
    const path = window.sessionStorage.getItem(RETRY_PREFIX + paymentRef);
    // Only in-app paths: the value is ours, but storage is shared with every script of the origin.
    return path !== null && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
