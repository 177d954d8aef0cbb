// A phone number no other test uses, so per-phone limits and accounts never collide.
import { test } from '@playwright/test';

/** The backend fails every SMS to this number in development (spec: SMS failure case). */
export const FAILING_SMS_PHONE = { national: '500000999', e164: '+48500000999' } as const;

let counter = 0;

export interface Phone {
  /** As typed into the form: 9 digits, no country code. */
  readonly national: string;
  readonly e164: string;
}

/** A valid Polish mobile number: 5[0137] + 7 digits from the worker, a counter and the clock. */
export function freshPhone(): Phone {
  counter += 1;
  const worker = test.info().parallelIndex % 10;
  const prefix = ['50', '51', '53', '57'][counter % 4]!;
  const unique = (Date.now() * 7 + counter * 7919) % 1_000_000;
  const national = `${prefix}${worker}${String(unique).padStart(6, '0')}`;
  if (national === FAILING_SMS_PHONE.national) return freshPhone();
  return { national, e164: `+48${national}` };
}
