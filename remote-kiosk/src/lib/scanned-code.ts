/** What a scan or a typed text names, before the server is asked. */
export type ScannedCode =
  | { readonly kind: 'check-in'; readonly code: string }
  | { readonly kind: 'reservation'; readonly uuid: string; readonly venueId: number | null };

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const RESERVATION_URL = /\/self-checkout\/(\d+)\/([0-9a-f-]{36})(?:[/?#]|$)/i;

/**
 * Reads the account page's check-in code (`ci1.…`), a reservation's QR (the URL
 * `…/self-checkout/<venue>/<uuid>`) or a bare reservation uuid; null for anything else. A keyboard
 * wedge may add spaces or a trailing newline, and some layouts type the code in capitals.
 */
export function parseScannedCode(raw: string): ScannedCode | null {
  const text = raw.trim();
  if (text === '') return null;
  if (/^ci1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(text)) return { kind: 'check-in', code: text };
  const url = RESERVATION_URL.exec(text);
  if (url?.[1] && url[2] && UUID.test(url[2])) return { kind: 'reservation', uuid: url[2].toLowerCase(), venueId: Number(url[1]) };
  if (/^[0-9a-f-]{36}$/i.test(text) && UUID.test(text)) return { kind: 'reservation', uuid: text.toLowerCase(), venueId: null };
  return null;
}

/** The text sent to the server for a parsed code. */
export const codeForServer = (scanned: ScannedCode): string => (scanned.kind === 'check-in' ? scanned.code : scanned.uuid);
