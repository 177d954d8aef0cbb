import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a check-in token binds: who, where, and when it was issued and stops being valid (Unix seconds). */
export type CheckInClaims = { userId: number; venueId: number; issuedAt: number; expiresAt: number };

const VERSION = 'ci1';

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest();
}

/**
 * `ci1.<base64url JSON claims>.<base64url HMAC-SHA256>`: compact enough for a small QR code. A
 * random nonce makes each issued code unique, so "regenerate" gives a new code even within the
 * same second (the claims alone would sign to the same token).
 */
export function signCheckInToken(secret: string, claims: CheckInClaims): string {
  const nonce = randomBytes(6).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ u: claims.userId, v: claims.venueId, iat: claims.issuedAt, exp: claims.expiresAt, n: nonce }),
  ).toString('base64url');
  return `${VERSION}.${payload}.${signature(secret, payload).toString('base64url')}`;
}

function positiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * The claims of a token this server signed, or null for anything forged, altered or malformed,
 * plus `tokenId` (its signature: unique per token thanks to the nonce) for the single-use record.
 * Expiry is the caller's call.
 */
export function readCheckInToken(secret: string, token: string): (CheckInClaims & { tokenId: string }) | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, payload = '', sent = ''] = parts;
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
  const { u, v, iat, exp } = claims as Record<string, unknown>;
  if (!positiveInt(u) || !positiveInt(v) || !positiveInt(iat) || !positiveInt(exp) || exp <= iat) return null;
  return { userId: u, venueId: v, issuedAt: iat, expiresAt: exp, tokenId: expected.toString('base64url') };
}
