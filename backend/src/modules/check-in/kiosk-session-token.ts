import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a kiosk session proves: this kiosk scanned this player's code (or reservation) until `expiresAt`. */
export type KioskSessionClaims = {
  kioskId: number;
  userId: number;
  /** The reservation whose QR opened the session; null when the account's check-in code did. */
  reservationId: number | null;
  /** Unix seconds. */
  expiresAt: number;
};

const VERSION = 'ks1';

/** A key of its own, derived from the check-in secret, so a session token never passes as a check-in token. */
function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', `kiosk-session:${secret}`).update(`${VERSION}.${payload}`).digest();
}

/**
 * Stateless: the kiosk holds it in memory for the session's actions, and nothing about the
 * player is stored on the server for a session that only looked.
 */
export function signKioskSession(secret: string, claims: KioskSessionClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ k: claims.kioskId, u: claims.userId, r: claims.reservationId ?? 0, exp: claims.expiresAt }),
  ).toString('base64url');
  return `${VERSION}.${payload}.${signature(secret, payload).toString('base64url')}`;
}

const count = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** The claims of a session token this server signed, or null. Expiry is the caller's call. */
export function readKioskSession(secret: string, token: string): KioskSessionClaims | null {
  const [version, payload = '', sent = '', extra] = token.split('.');
  if (version !== VERSION || extra !== undefined) return null;
  const expected = signature(secret, payload);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { k, u, r, exp } = claims as Record<string, unknown>;
  if (!count(k, 1) || !count(u, 1) || !count(r, 0) || !count(exp, 1)) return null;
  return { kioskId: k, userId: u, reservationId: r === 0 ? null : r, expiresAt: exp };
}
