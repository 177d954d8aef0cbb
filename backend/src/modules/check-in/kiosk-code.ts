import { randomInt } from 'node:crypto';
import { sha256 } from '../../lib/crypto.js';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper has no look-alikes. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What reception may type: any case, with or without the dashes and spaces of the printed form. */
export function normalizeKioskCode(code: string): string {
  return code.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** The stored form; a code has 60 random bits, so a plain hash keeps a database dump useless. */
export function hashKioskCode(code: string): string {
  return sha256(`kiosk-code:${normalizeKioskCode(code)}`);
}

/** A fresh code, printed once: 12 characters in groups of four, e.g. `7K3Q-M9XD-2HFA`. */
export function generateKioskCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/**
 * The published code of a demo venue (listed in the README), so a newcomer can activate a kiosk
 * right after `npm start`. Refused when the backend runs as production (`activateKiosk`).
 */
export function demoKioskCode(venueId: number): string {
  return `DEMO-KIOSK-${venueId}`;
}
