import type { CountrySendCaps } from '../../config.js';

/** The abuse limits of phone login. A 4-digit code is only safe behind all of them together. */
export type OtpPolicy = {
  codeLength: number;
  codeTtlSeconds: number;
  resendCooldownSeconds: number;
  maxWrongAttemptsPerCode: number;
  sendsPerPhonePerHour: number;
  failedChecksPerPhonePerDay: number;
  sendsPerIpPerHour: number;
  checksPerIpPerHour: number;
  /** Against SMS pumping: total sends per calling code per hour. */
  countrySendCaps: CountrySendCaps;
};

export function defaultOtpPolicy(countrySendCaps: CountrySendCaps): OtpPolicy {
  return {
    codeLength: 4,
    codeTtlSeconds: 5 * 60,
    resendCooldownSeconds: 60,
    maxWrongAttemptsPerCode: 5,
    sendsPerPhonePerHour: 5,
    failedChecksPerPhonePerDay: 10,
    sendsPerIpPerHour: 20,
    checksPerIpPerHour: 60,
    countrySendCaps,
  };
}

export function countryCap(policy: OtpPolicy, callingCode: string): number {
  return policy.countrySendCaps.byCallingCode[callingCode] ?? policy.countrySendCaps.fallback;
}

export const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 24 * HOUR_SECONDS;
