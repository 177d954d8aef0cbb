import { createHash, timingSafeEqual } from 'node:crypto';

/** Autopay-style hash: SHA-256 of the values joined with `|`, followed by `|` and the shared key. */
export function signFields(values: string[], secret: string): string {
  return createHash('sha256')
    .update([...values, secret].join('|'))
    .digest('hex');
}

export function signatureMatches(values: string[], secret: string, hash: string): boolean {
  const expected = Buffer.from(signFields(values, secret), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(hash) ? hash : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
