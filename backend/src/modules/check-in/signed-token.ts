import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `<version>.<base64url JSON claims>.<base64url HMAC-SHA256>`: the one format of the check-in
 * module's stateless tokens (the player's check-in code, a kiosk session). The version is signed
 * with the payload, and each kind signs with its own key, so one kind never passes as another.
 */
export type TokenKind = { readonly version: string; readonly key: (secret: string) => string };

function signature(kind: TokenKind, secret: string, payload: string): Buffer {
  return createHmac('sha256', kind.key(secret)).update(`${kind.version}.${payload}`).digest();
}

export function signToken(kind: TokenKind, secret: string, claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${kind.version}.${payload}.${signature(kind, secret, payload).toString('base64url')}`;
}

/** The claims of a token of this kind this server signed, and its signature; null for anything forged, altered or malformed. */
export function readToken(kind: TokenKind, secret: string, token: string): { claims: Record<string, unknown>; signature: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== kind.version) return null;
  const [, payload = '', sent = ''] = parts;
  const expected = signature(kind, secret, payload);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  return { claims: claims as Record<string, unknown>, signature: expected.toString('base64url') };
}

/** A whole number of at least `min`, as a claim must be. */
export const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
