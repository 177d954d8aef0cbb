import type { CountrySendCaps } from '../../config.js';
import type { CODE_PURPOSES } from '../../db/schema/index.js';

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
  sendsPerIpPerHour: number;
  checksPerIpPerHour: number;
  /** Against SMS pumping: sends per calling code per hour; null where the subject is an account already proven by a login code. */
  sendsPerCallingCodePerHour: CountrySendCaps | null;
};

export type CodePolicies = Readonly<Record<CodePurpose, CodePolicy>>;

/** Tests (and later configuration) change single limits of single purposes. */
export type CodePolicyOverrides = { readonly [P in CodePurpose]?: Partial<CodePolicy> };

export function defaultCodePolicies(countrySendCaps: CountrySendCaps): CodePolicies {
  const login: CodePolicy = {
    codeLength: 4,
    codeTtlSeconds: 5 * 60,
    resendCooldownSeconds: 60,
    wrongTriesPerCode: 5,
    failedChecksPerSubjectPerDay: 10,
    sendsPerSubjectPerHour: 5,
    sendsPerIpPerHour: 20,
    checksPerIpPerHour: 60,
    sendsPerCallingCodePerHour: countrySendCaps,
  };
  return {
    login,
    // The subject is a signed-in account, whose phone a login code has already proven: SMS pumping
    // through it would need an account per number, so no country cap. The rest as for login.
    delete_account: { ...login, sendsPerCallingCodePerHour: null },
    // Money leaves the wallet: the same 4 digits (one code form, one request schema), but fewer
    // tries: 3 per code, 5 failures a day (5 guesses in 10⁴ per day), 3 codes an hour.
    withdrawal: {
      ...login,
      wrongTriesPerCode: 3,
      failedChecksPerSubjectPerDay: 5,
      sendsPerSubjectPerHour: 3,
      sendsPerIpPerHour: 10,
      checksPerIpPerHour: 30,
      sendsPerCallingCodePerHour: null,
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
