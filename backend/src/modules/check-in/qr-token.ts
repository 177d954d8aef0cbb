import { randomBytes } from 'node:crypto';
import { isCount, readToken, signToken, type TokenKind } from './signed-token.js';

/** What a check-in token binds: who, where, and when it was issued and stops being valid (Unix seconds). */
export type CheckInClaims = { userId: number; venueId: number; issuedAt: number; expiresAt: number };

const CHECK_IN: TokenKind = { version: 'ci1', key: (secret) => secret };

/**
 * `ci1.<claims>.<signature>` (signed-token.ts): compact enough for a small QR code. A random nonce
 * makes each issued code unique, so "regenerate" gives a new code even within the same second (the
 * claims alone would sign to the same token).
 */
export function signCheckInToken(secret: string, claims: CheckInClaims): string {
  const nonce = randomBytes(6).toString('base64url');
  return signToken(CHECK_IN, secret, { u: claims.userId, v: claims.venueId, iat: claims.issuedAt, exp: claims.expiresAt, n: nonce });
}

/**
 * The claims of a token this server signed, or null for anything forged, altered or malformed,
 * plus `tokenId` (its signature: unique per token thanks to the nonce) for the single-use record.
 * Expiry is the caller's call.
 */
export function readCheckInToken(secret: string, token: string): (CheckInClaims & { tokenId: string }) | null {
  const read = readToken(CHECK_IN, secret, token);
  if (!read) return null;
  const { u, v, iat, exp } = read.claims;
  if (!isCount(u, 1) || !isCount(v, 1) || !isCount(iat, 1) || !isCount(exp, 1) || exp <= iat) return null;
  return { userId: u, venueId: v, issuedAt: iat, expiresAt: exp, tokenId: read.signature };
}
