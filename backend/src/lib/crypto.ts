import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session and magic-link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are long and random, so a plain hash is enough to keep a database dump useless. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Short codes need a keyed hash: without the server secret, 10⁴ guesses would reverse a plain one. */
export function hmacSha256(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}
