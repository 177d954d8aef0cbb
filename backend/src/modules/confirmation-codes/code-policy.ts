import type { CountrySendCaps } from '../../config.js';
import type { CODE_PURPOSES } from '../../db/schema/index.js';

/**
 * A per-IP limit (an IPv4 address or an IPv6 /64, see `ipLimitKey`) that an office, a campus or a
 * mobile carrier's shared NAT can live with: the first `freePerHour` events of an hour go through
 * at once; past them each event needs a gap after the address's latest one, growing by
 * `delayStepSeconds` per event over `freePerHour` up to `maxDelaySeconds` (a 429 whose
 * Retry-After the login page counts down); `ceilingPerHour` is the hard stop.
 */
export type IpLimit = {
  freePerHour: number;
  delayStepSeconds: number;
  maxDelaySeconds: number;
  ceilingPerHour: number;
};

/** What an SMS code confirms: signing in, deleting the account, paying money out of the wallet. */
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * The limits of one purpose. A 4-digit code is weak on its own (10⁴ guesses); it is only safe behind
 * all of these together, counted from rows in the database so every instance agrees.
 */
export type CodePolicy = {
  codeLength: number;
  codeTtlSeconds: number;
  /** A new code no sooner than this after the last delivered one. */
  resendCooldownSeconds: number;
  /** The code is void after this many wrong tries. */
  wrongTriesPerCode: number;
  /** Wrong codes per subject in 24 h before it is locked out of checks and new codes. */
  failedChecksPerSubjectPerDay: number;
  sendsPerSubjectPerHour: number;
  sendsPerIp: IpLimit;
  checksPerIp: IpLimit;
  /** Against SMS pumping: sends per calling code per hour; null where the subject is an account already proven by a login code. */
  sendsPerCallingCodePerHour: CountrySendCaps | null;
  /** Against SMS pumping across countries: sends of this purpose per hour in all; null as above. */
  sendsPerHourGlobal: number | null;
};

export type CodePolicies = Readonly<Record<CodePurpose, CodePolicy>>;

/** Tests (and later configuration) change single limits of single purposes. */
export type CodePolicyOverrides = { readonly [P in CodePurpose]?: Partial<CodePolicy> };

export function defaultCodePolicies(countrySendCaps: CountrySendCaps, globalSendCap: number): CodePolicies {
  const login: CodePolicy = {
    codeLength: 4,
    codeTtlSeconds: 5 * 60,
    resendCooldownSeconds: 60,
    wrongTriesPerCode: 5,
    failedChecksPerSubjectPerDay: 10,
    sendsPerSubjectPerHour: 5,
    // Numbers and reasons in the README ("SMS codes and their limits"). Past 30 sends an hour the
    // gap reaches 15 s after 15 more; at that pace (240 an hour) the ceiling of 200 is reached
    // after about 41 minutes, so it stays the bound and the delay the common answer.
    sendsPerIp: { freePerHour: 30, delayStepSeconds: 1, maxDelaySeconds: 15, ceilingPerHour: 200 },
    // About two checks per code (a typo, a retry): twice the sends. 5 s at most (720 an hour).
    checksPerIp: { freePerHour: 60, delayStepSeconds: 1, maxDelaySeconds: 5, ceilingPerHour: 400 },
    sendsPerCallingCodePerHour: countrySendCaps,
    sendsPerHourGlobal: globalSendCap,
  };
  return {
    login,
    // The subject is a signed-in account, whose phone a login code has already proven: SMS pumping
    // through it would need an account per number, so no country cap. The rest as for login.
    delete_account: { ...login, sendsPerCallingCodePerHour: null, sendsPerHourGlobal: null },
    // Money leaves the wallet: the same 4 digits (one code form, one request schema), but fewer
    // tries: 3 per code, 5 failures a day (5 guesses in 10⁴ per day), 3 codes an hour.
    withdrawal: {
      ...login,
      wrongTriesPerCode: 3,
      failedChecksPerSubjectPerDay: 5,
      sendsPerSubjectPerHour: 3,
      sendsPerIp: { freePerHour: 10, delayStepSeconds: 2, maxDelaySeconds: 15, ceilingPerHour: 60 },
      checksPerIp: { freePerHour: 30, delayStepSeconds: 1, maxDelaySeconds: 5, ceilingPerHour: 150 },
      sendsPerCallingCodePerHour: null,
      sendsPerHourGlobal: null,
    },
  };
}

export function withPolicyOverrides(policies: CodePolicies, overrides: CodePolicyOverrides = {}): CodePolicies {
  return {
    login: { ...policies.login, ...overrides.login },
    delete_account: { ...policies.delete_account, ...overrides.delete_account },
    withdrawal: { ...policies.withdrawal, ...overrides.withdrawal },
  };
}

/** The hourly cap of sends to phones of this calling code; null when the purpose has none. */
export function callingCodeCap(policy: CodePolicy, callingCode: string): number | null {
  const caps = policy.sendsPerCallingCodePerHour;
  return caps ? (caps.byCallingCode[callingCode] ?? caps.fallback) : null;
}
