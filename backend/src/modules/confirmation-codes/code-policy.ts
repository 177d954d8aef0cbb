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

/**
 * Escalating delays after wrong codes instead of a lock-out a stranger could impose on the owner:
 * the first `freePerDay` failures of 24 h cost nothing; past them a check waits after the latest
 * failure `firstDelaySeconds`, doubling with each further failure up to `maxDelaySeconds`.
 */
export type FailureBackoff = { freePerDay: number; firstDelaySeconds: number; maxDelaySeconds: number };

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
  /** Wrong codes of the subject from every source: bounds guessing by many addresses. */
  failedChecksPerSubject: FailureBackoff;
  /** Wrong codes of the subject from one IP group: slows one guesser without slowing the owner. */
  failedChecksPerSubjectAndIp: FailureBackoff;
  sendsPerSubjectPerHour: number;
  sendsPerSubjectPerDay: number;
  sendsPerIp: IpLimit;
  /** An IPv6 client's /56 and /48 (`ipLimitGroups`) besides its /64; an IPv4 client has none. */
  sendsPerIp56: IpLimit;
  sendsPerIp48: IpLimit;
  checksPerIp: IpLimit;
  /** Against SMS pumping: sends per calling code per hour; null where the subject is an account already proven by a login code. */
  sendsPerCallingCodePerHour: CountrySendCaps | null;
  /** Against SMS pumping across countries: sends of this purpose per hour in all; null as above. */
  sendsPerHourGlobal: number | null;
  /**
   * Past the country or global cap, new numbers are not refused for the hour: each waits this long
   * after the latest send the cap counts. Numbers with an account skip both caps (see `issueCode`).
   */
  overCapGapSeconds: number;
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
    // Numbers and reasons in the README and docs/decisions/015-sign-in-abuse-limits.md. With the
    // daily send cap a phone sees at most 8 codes × 5 tries = 40 guesses a day (0.4 % of 10⁴).
    failedChecksPerSubject: { freePerDay: 10, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
    failedChecksPerSubjectAndIp: { freePerDay: 5, firstDelaySeconds: 60, maxDelaySeconds: 60 * 60 },
    sendsPerSubjectPerHour: 5,
    sendsPerSubjectPerDay: 8,
    // Numbers and reasons in the README ("SMS codes and their limits"). Past 30 sends an hour the
    // gap reaches 15 s after 15 more; at that pace (240 an hour) the ceiling of 200 is reached
    // after about 41 minutes, so it stays the bound and the delay the common answer.
    sendsPerIp: { freePerHour: 30, delayStepSeconds: 1, maxDelaySeconds: 15, ceilingPerHour: 200 },
    // A home or small office (/56, 256 /64s) and a site or customer (/48): a little more than one
    // /64, far less than the /64s they hold.
    sendsPerIp56: { freePerHour: 60, delayStepSeconds: 1, maxDelaySeconds: 15, ceilingPerHour: 300 },
    sendsPerIp48: { freePerHour: 100, delayStepSeconds: 1, maxDelaySeconds: 15, ceilingPerHour: 500 },
    // About two checks per code (a typo, a retry): twice the sends. 5 s at most (720 an hour).
    checksPerIp: { freePerHour: 60, delayStepSeconds: 1, maxDelaySeconds: 5, ceilingPerHour: 400 },
    sendsPerCallingCodePerHour: countrySendCaps,
    sendsPerHourGlobal: globalSendCap,
    // One more new number per country every 30 s past its cap (120 an hour, ≈ 19 zł of SMS).
    overCapGapSeconds: 30,
  };
  return {
    login,
    // The subject is a signed-in account, whose phone a login code has already proven: SMS pumping
    // through it would need an account per number, so no country cap. The rest as for login.
    delete_account: { ...login, sendsPerCallingCodePerHour: null, sendsPerHourGlobal: null },
    // Money leaves the wallet: the same 4 digits (one code form, one request schema), but fewer
    // tries: 3 per code, 3 codes an hour and 5 a day (at most 15 guesses in 10⁴ per day).
    withdrawal: {
      ...login,
      wrongTriesPerCode: 3,
      failedChecksPerSubject: { freePerDay: 5, firstDelaySeconds: 5 * 60, maxDelaySeconds: 60 * 60 },
      failedChecksPerSubjectAndIp: { freePerDay: 3, firstDelaySeconds: 5 * 60, maxDelaySeconds: 60 * 60 },
      sendsPerSubjectPerHour: 3,
      sendsPerSubjectPerDay: 5,
      sendsPerIp: { freePerHour: 10, delayStepSeconds: 2, maxDelaySeconds: 15, ceilingPerHour: 60 },
      sendsPerIp56: { freePerHour: 20, delayStepSeconds: 2, maxDelaySeconds: 15, ceilingPerHour: 90 },
      sendsPerIp48: { freePerHour: 30, delayStepSeconds: 2, maxDelaySeconds: 15, ceilingPerHour: 150 },
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
