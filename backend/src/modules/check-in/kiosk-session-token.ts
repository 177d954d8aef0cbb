import { isCount, readToken, signToken, type TokenKind } from './signed-token.js';

/** What a kiosk session proves: this kiosk scanned this player's code (or reservation) until `expiresAt`. */
export type KioskSessionClaims = {
  kioskId: number;
  userId: number;
  /** The reservation whose QR opened the session; null when the account's check-in code did. */
  reservationId: number | null;
  /** Unix seconds. */
  expiresAt: number;
};

/** A key of its own, derived from the check-in secret, so a session token never passes as a check-in token. */
const KIOSK_SESSION: TokenKind = { version: 'ks1', key: (secret) => `kiosk-session:${secret}` };

/**
 * Stateless: the kiosk holds it in memory for the session's actions, and nothing about the
 * player is stored on the server for a session that only looked.
 */
export function signKioskSession(secret: string, claims: KioskSessionClaims): string {
  return signToken(KIOSK_SESSION, secret, { k: claims.kioskId, u: claims.userId, r: claims.reservationId ?? 0, exp: claims.expiresAt });
}

/** The claims of a session token this server signed, or null. Expiry is the caller's call. */
export function readKioskSession(secret: string, token: string): KioskSessionClaims | null {
  const read = readToken(KIOSK_SESSION, secret, token);
  if (!read) return null;
  const { k, u, r, exp } = read.claims;
  if (!isCount(k, 1) || !isCount(u, 1) || !isCount(r, 0) || !isCount(exp, 1)) return null;
  return { kioskId: k, userId: u, reservationId: r === 0 ? null : r, expiresAt: exp };
}
