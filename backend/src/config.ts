import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { SMS_CALLING_CODES } from '@venue/api';
import { parseTrustProxy, type TrustProxy } from './lib/client-address.js';
import { packageRoot } from './lib/package-root.js';

export type AppEnv = 'development' | 'test' | 'production';

export type SmsConfig = { provider: 'outbox' } | { provider: 'http'; url: string; token: string; timeoutMs: number };

/** Hourly SMS caps per calling code (`48` → 2000); `fallback` applies to every other code. */
export type CountrySendCaps = { fallback: number; byCallingCode: Record<string, number> };

/** Which payment gateway adapter runs; both sign notifications with `secret`. */
export type PaymentsConfig = {
  gateway: 'sandbox' | 'autopay';
  /** Shared key of notification hashes (sandbox: ours; autopay: from the gateway panel). */
  secret: string;
  /** Where the gateway posts notifications and the sandbox page lives: this API's public origin. */
  publicApiUrl: string;
  /** The player app, for the return address after paying (`/payment-status/:id`). */
  appUrl: string;
  autopay: { baseUrl: string; serviceId: string };
  /** How often background jobs (expiring unpaid reservations) are polled; 0 = not in this process. */
  jobsPollMs: number;
};

/**
 * Who pays withdrawals out (README "Wallet"): the local sandbox, or a payout gateway's HTTPS API
 * with signed requests.
 */
export type PayoutsConfig =
  | { provider: 'sandbox'; delaySeconds: number; failAll: boolean }
  | { provider: 'http'; url: string; secret: string; timeoutMs: number; pollSeconds: number };

/** Company lookup by NIP (`POST /app/getdatafromgus`). */
export type RegistryConfig = { provider: 'sandbox' } | { provider: 'http'; url: string; key: string | null; timeoutMs: number };

/** Door controller behind `POST /automation/door/:venueId`. */
export type DoorConfig = { provider: 'simulated' } | { provider: 'http'; url: string; token: string; timeoutMs: number };

/** E-mail adapter: the dev outbox locally, SMTP in a real deployment. */
export type EmailConfig = { provider: 'outbox'; from: string } | { provider: 'smtp'; url: string; from: string };

/** The account area: e-mail confirmation links, check-in QR tokens, door rules and adapters. */
export type AccountConfig = {
  /** The player app, for links in e-mails (`/confirm-email?token=…`). */
  appUrl: string;
  /** HMAC key of check-in QR tokens, derived from AUTH_SECRET (never the same string). */
  checkInSecret: string;
  checkInTtlSeconds: number;
  /** The door opens from this many minutes before a reservation starts until it ends. */
  doorOpenBeforeMinutes: number;
  registry: RegistryConfig;
  door: DoorConfig;
  email: EmailConfig;
};

/** Error reporting and request traces (Sentry protocol); off without a DSN. */
export type MonitoringConfig = {
  sentryDsn: string | null;
  /** `player-api@<version>`, beside the player app's `player-app@1.0.0`. */
  release: string;
  tracesSampleRate: number;
};

export type Config = {
  appEnv: AppEnv;
  host: string;
  port: number;
  /** PostgreSQL server; `null` → embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  databasePoolMax: number;
  /** Longest venue-day availability is answered from memory (notifications drop it sooner); 0: off. */
  availabilityCacheMaxAgeMs: number;
  corsOrigins: string[];
  authSecret: string;
  sms: SmsConfig;
  smsCountryHourlyCaps: CountrySendCaps;
  /** Login SMS per hour across all countries: the bill's ceiling when every country is pumped at once. */
  smsGlobalHourlyCap: number;
  /** Calling codes login codes are sent to (`48`, `380`…), or every code. */
  smsAllowedCallingCodes: readonly string[] | 'any';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: TrustProxy;
  seedDemoData: boolean;
  payments: PaymentsConfig;
  payouts: PayoutsConfig;
  account: AccountConfig;
  monitoring: MonitoringConfig;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_AUTH_SECRET = 'development-only-secret-never-use-in-production-0000';

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * Poland and its neighbours and the UK, the list the login form's country picker offers too
 * (`SMS_CALLING_CODES` in @venue/api, one source); a deployment adds codes with
 * SMS_ALLOWED_CALLING_CODES (the form then still offers only the default ones).
 */
const DEFAULT_ALLOWED_CALLING_CODES = SMS_CALLING_CODES.join(',');

const Port = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number), v.maxValue(65535, 'must be ≤ 65535'));
const Flag = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((value) => value === 'true' || value === '1'),
);
const Url = v.pipe(v.string(), v.url('must be a URL'));
const Count = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a whole number'), v.transform(Number));

function origin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const EnvSchema = v.object({
  // Production unless told otherwise: a deployment that forgets the variable must not run on
  // the development stand-ins (npm start, the tests and the bench set it explicitly).
  APP_ENV: v.optional(v.picklist(['development', 'test', 'production'], 'must be development, test or production'), 'production'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  PORT: v.optional(Port),
  PORT_API: v.optional(Port),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  DATABASE_POOL_MAX: v.optional(Count, '10'),
  AVAILABILITY_CACHE_MAX_AGE_MS: v.optional(Count, '1000'),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.check(
        (items) => items.every((item) => origin(item) === item.replace(/\/$/, '')),
        'must be comma-separated origins like http://localhost:3000',
      ),
      v.transform((items) => items.map((item) => origin(item) ?? item)),
    ),
  ),
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SMS_PROVIDER: v.optional(v.picklist(['outbox', 'http'], 'must be outbox or http'), 'outbox'),
  SMS_HTTP_URL: v.optional(Url),
  SMS_HTTP_TOKEN: v.optional(v.pipe(v.string(), v.nonEmpty())),
  SMS_HTTP_TIMEOUT_MS: v.optional(Count, '5000'),
  SMS_COUNTRY_HOURLY_LIMITS: v.optional(
    v.pipe(v.string(), v.regex(/^\s*(\d{1,3}|\*)\s*:\s*\d{1,9}\s*(,\s*(\d{1,3}|\*)\s*:\s*\d{1,9}\s*)*$/, 'must look like 48:2000,*:100')),
    '48:2000,*:100',
  ),
  SMS_GLOBAL_HOURLY_LIMIT: v.optional(Count, '2500'),
  SMS_ALLOWED_CALLING_CODES: v.optional(
    v.pipe(v.string(), v.regex(/^\s*(\*|\d{1,3}(\s*,\s*\d{1,3})*)\s*$/, 'must be comma-separated calling codes like 48,380,44, or *')),
    DEFAULT_ALLOWED_CALLING_CODES,
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: v.optional(v.string(), 'false'),
  SEED_DEMO_DATA: v.optional(Flag, 'true'),
  PAYMENT_GATEWAY: v.optional(v.picklist(['sandbox', 'autopay'], 'must be sandbox or autopay'), 'sandbox'),
  PAYMENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  PUBLIC_API_URL: v.optional(Url),
  APP_URL: v.optional(Url, 'http://localhost:3000'),
  AUTOPAY_BASE_URL: v.optional(Url),
  AUTOPAY_SERVICE_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be digits'))),
  JOBS_POLL_MS: v.optional(Count, '5000'),
  REGISTRY_PROVIDER: v.optional(v.picklist(['sandbox', 'http'], 'must be sandbox or http'), 'sandbox'),
  REGISTRY_HTTP_URL: v.optional(Url),
  REGISTRY_HTTP_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
  DOOR_PROVIDER: v.optional(v.picklist(['simulated', 'http'], 'must be simulated or http'), 'simulated'),
  DOOR_HTTP_URL: v.optional(Url),
  DOOR_HTTP_TOKEN: v.optional(v.pipe(v.string(), v.nonEmpty())),
  DOOR_OPEN_BEFORE_MINUTES: v.optional(v.pipe(Count, v.maxValue(1440, 'must be at most 1440')), '30'),
  EMAIL_PROVIDER: v.optional(v.picklist(['outbox', 'smtp'], 'must be outbox or smtp'), 'outbox'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  EMAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Venue <no-reply@localhost>'),
  PAYOUT_PROVIDER: v.optional(v.picklist(['sandbox', 'http'], 'must be sandbox or http'), 'sandbox'),
  PAYOUT_HTTP_URL: v.optional(Url),
  PAYOUT_HTTP_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  PAYOUT_SANDBOX_DELAY_SECONDS: v.optional(v.pipe(Count, v.maxValue(86_400, 'must be at most 86400')), '20'),
  PAYOUT_SANDBOX_FAIL: v.optional(Flag, 'false'),
  ALLOW_PAYOUT_SANDBOX_IN_PRODUCTION: v.optional(Flag, 'false'),
  ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: v.optional(Flag, 'false'),
  ALLOW_OUTBOX_IN_PRODUCTION: v.optional(Flag, 'false'),
  ALLOW_SIMULATED_DOOR_IN_PRODUCTION: v.optional(Flag, 'false'),
  ALLOW_REGISTRY_SANDBOX_IN_PRODUCTION: v.optional(Flag, 'false'),
  SENTRY_DSN: v.optional(Url),
  SENTRY_TRACES_SAMPLE_RATE: v.optional(
    v.pipe(v.string(), v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a number from 0 to 1'), v.transform(Number)),
    '1',
  ),
  ALLOW_NO_MONITORING_IN_PRODUCTION: v.optional(Flag, 'false'),
  CHECKIN_QR_TTL_SECONDS: v.optional(v.pipe(Count, v.minValue(30, 'must be at least 30'), v.maxValue(3600, 'must be at most 3600')), '120'),
});

/** Outgoing calls of the account adapters (registry, door relay) give up after this long. */
const ADAPTER_TIMEOUT_MS = 5000;

/** How long before asking the payout gateway again about an order it is still processing. */
const PAYOUT_POLL_SECONDS = 300;

function parseCountryCaps(text: string): CountrySendCaps {
  const caps: CountrySendCaps = { fallback: 100, byCallingCode: {} };
  for (const pair of text.split(',')) {
    const [code = '', limit = ''] = pair.split(':').map((part) => part.trim());
    if (code === '*') caps.fallback = Number(limit);
    else caps.byCallingCode[code] = Number(limit);
  }
  return caps;
}

type Env = Record<string, string | undefined>;

/** The backend's own version, for the release label of its reports. */
function packageVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * Production refuses every development stand-in, each by name, unless a variable that says so
 * allows it (a staging site may want the payment sandbox, say): the sandbox approves any BLIK
 * code, the payout sandbox sends no money, the outbox delivers nothing, the simulated door opens nothing, the sandbox registry
 * knows three companies, the built-in secret is public, and without a DSN nobody hears of a failure.
 */
function standInsRefusedInProduction(e: v.InferOutput<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (!e.AUTH_SECRET || e.AUTH_SECRET === DEV_AUTH_SECRET) {
    problems.push('AUTH_SECRET: required in production (at least 32 random characters, not the built-in development secret)');
  }
  if (e.PAYMENT_GATEWAY === 'sandbox' && !e.ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION) {
    problems.push(
      'PAYMENT_GATEWAY: the payment sandbox approves any payment; set PAYMENT_GATEWAY=autopay (or ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION=true on a staging site)',
    );
  }
  if (e.PAYOUT_PROVIDER === 'sandbox' && !e.ALLOW_PAYOUT_SANDBOX_IN_PRODUCTION) {
    problems.push(
      'PAYOUT_PROVIDER: the payout sandbox sends no money; set PAYOUT_PROVIDER=http (or ALLOW_PAYOUT_SANDBOX_IN_PRODUCTION=true on a staging site)',
    );
  }
  if (e.SMS_PROVIDER === 'outbox' && !e.ALLOW_OUTBOX_IN_PRODUCTION) {
    problems.push('SMS_PROVIDER: the outbox sends no SMS; set SMS_PROVIDER=http (or ALLOW_OUTBOX_IN_PRODUCTION=true on a staging site)');
  }
  if (e.EMAIL_PROVIDER === 'outbox' && !e.ALLOW_OUTBOX_IN_PRODUCTION) {
    problems.push(
      'EMAIL_PROVIDER: the outbox sends no e-mail; set EMAIL_PROVIDER=smtp (or ALLOW_OUTBOX_IN_PRODUCTION=true on a staging site)',
    );
  }
  if (e.DOOR_PROVIDER === 'simulated' && !e.ALLOW_SIMULATED_DOOR_IN_PRODUCTION) {
    problems.push(
      'DOOR_PROVIDER: the simulated door opens nothing; set DOOR_PROVIDER=http (or ALLOW_SIMULATED_DOOR_IN_PRODUCTION=true on a staging site)',
    );
  }
  if (e.REGISTRY_PROVIDER === 'sandbox' && !e.ALLOW_REGISTRY_SANDBOX_IN_PRODUCTION) {
    problems.push(
      'REGISTRY_PROVIDER: the sandbox registry knows only demo companies; set REGISTRY_PROVIDER=http (or ALLOW_REGISTRY_SANDBOX_IN_PRODUCTION=true on a staging site)',
    );
  }
  if (!e.SENTRY_DSN && !e.ALLOW_NO_MONITORING_IN_PRODUCTION) {
    problems.push(
      'SENTRY_DSN: production reports its errors and traces; set SENTRY_DSN (or ALLOW_NO_MONITORING_IN_PRODUCTION=true on a staging site)',
    );
  }
  return problems;
}

/** Reads and checks the environment once at start; every problem is listed, not just the first. */
export function loadConfig(env: Env = process.env): Config {
  // Empty variables (`FOO=` in a .env file) mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    throw new ConfigError(result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`));
  }
  const e = result.output;
  const problems: string[] = [];
  const production = e.APP_ENV === 'production';

  if (production) problems.push(...standInsRefusedInProduction(e));
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ('problem' in trustProxy) problems.push(`TRUST_PROXY: ${trustProxy.problem}`);

  let sms: SmsConfig = { provider: 'outbox' };
  if (e.SMS_PROVIDER === 'http') {
    if (!e.SMS_HTTP_URL) problems.push('SMS_HTTP_URL: required when SMS_PROVIDER=http');
    if (!e.SMS_HTTP_TOKEN) problems.push('SMS_HTTP_TOKEN: required when SMS_PROVIDER=http');
    sms = { provider: 'http', url: e.SMS_HTTP_URL ?? '', token: e.SMS_HTTP_TOKEN ?? '', timeoutMs: e.SMS_HTTP_TIMEOUT_MS };
  }
  if (e.PAYMENT_GATEWAY === 'autopay' && (!e.AUTOPAY_BASE_URL || !e.AUTOPAY_SERVICE_ID || !e.PAYMENT_SECRET)) {
    problems.push('AUTOPAY_BASE_URL, AUTOPAY_SERVICE_ID and PAYMENT_SECRET: required when PAYMENT_GATEWAY=autopay');
  }
  if (e.REGISTRY_PROVIDER === 'http' && !e.REGISTRY_HTTP_URL) problems.push('REGISTRY_HTTP_URL: required when REGISTRY_PROVIDER=http');
  if (e.DOOR_PROVIDER === 'http' && (!e.DOOR_HTTP_URL || !e.DOOR_HTTP_TOKEN))
    problems.push('DOOR_HTTP_URL and DOOR_HTTP_TOKEN: required when DOOR_PROVIDER=http');
  if (e.PAYOUT_PROVIDER === 'http' && (!e.PAYOUT_HTTP_URL || !e.PAYOUT_HTTP_SECRET))
    problems.push('PAYOUT_HTTP_URL and PAYOUT_HTTP_SECRET: required when PAYOUT_PROVIDER=http');
  if (e.EMAIL_PROVIDER === 'smtp' && !e.SMTP_URL) problems.push('SMTP_URL: required when EMAIL_PROVIDER=smtp');
  if (problems.length > 0) throw new ConfigError(problems);
  const port = e.PORT ?? e.PORT_API ?? 4000;

  return {
    appEnv: e.APP_ENV,
    host: e.HOST,
    port,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(packageRoot(), '.data', 'pglite'),
    databasePoolMax: Math.max(1, e.DATABASE_POOL_MAX),
    availabilityCacheMaxAgeMs: e.AVAILABILITY_CACHE_MAX_AGE_MS,
    corsOrigins: e.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS,
    authSecret: e.AUTH_SECRET ?? DEV_AUTH_SECRET,
    sms,
    smsCountryHourlyCaps: parseCountryCaps(e.SMS_COUNTRY_HOURLY_LIMITS),
    logLevel: e.LOG_LEVEL ?? (e.APP_ENV === 'test' ? 'silent' : 'info'),
    smsGlobalHourlyCap: e.SMS_GLOBAL_HOURLY_LIMIT,
    smsAllowedCallingCodes:
      e.SMS_ALLOWED_CALLING_CODES.trim() === '*' ? 'any' : e.SMS_ALLOWED_CALLING_CODES.split(',').map((code) => code.trim()),
    trustProxy: 'value' in trustProxy ? trustProxy.value : false,
    seedDemoData: e.SEED_DEMO_DATA,
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      // Without its own key the sandbox signs with one derived from AUTH_SECRET (never the same string).
      secret:
        e.PAYMENT_SECRET ??
        createHash('sha256')
          .update(`payment:${e.AUTH_SECRET ?? DEV_AUTH_SECRET}`)
          .digest('hex'),
      // The listening address itself, so the sandbox reaches us whatever `localhost` resolves to.
      publicApiUrl: (e.PUBLIC_API_URL ?? `http://${e.HOST === '0.0.0.0' || e.HOST === '::' ? '127.0.0.1' : e.HOST}:${port}`).replace(
        /\/$/,
        '',
      ),
      appUrl: e.APP_URL.replace(/\/$/, ''),
      autopay: { baseUrl: (e.AUTOPAY_BASE_URL ?? '').replace(/\/$/, ''), serviceId: e.AUTOPAY_SERVICE_ID ?? '' },
      jobsPollMs: e.JOBS_POLL_MS,
    },
    payouts:
      e.PAYOUT_PROVIDER === 'http'
        ? {
            provider: 'http',
            url: (e.PAYOUT_HTTP_URL ?? '').replace(/\/$/, ''),
            secret: e.PAYOUT_HTTP_SECRET ?? '',
            timeoutMs: ADAPTER_TIMEOUT_MS,
            pollSeconds: PAYOUT_POLL_SECONDS,
          }
        : { provider: 'sandbox', delaySeconds: e.PAYOUT_SANDBOX_DELAY_SECONDS, failAll: e.PAYOUT_SANDBOX_FAIL },
    account: {
      appUrl: e.APP_URL.replace(/\/$/, ''),
      checkInSecret: createHash('sha256')
        .update(`checkin:${e.AUTH_SECRET ?? DEV_AUTH_SECRET}`)
        .digest('hex'),
      checkInTtlSeconds: e.CHECKIN_QR_TTL_SECONDS,
      doorOpenBeforeMinutes: e.DOOR_OPEN_BEFORE_MINUTES,
      registry:
        e.REGISTRY_PROVIDER === 'http'
          ? {
              provider: 'http',
              url: (e.REGISTRY_HTTP_URL ?? '').replace(/\/$/, ''),
              key: e.REGISTRY_HTTP_KEY ?? null,
              timeoutMs: ADAPTER_TIMEOUT_MS,
            }
          : { provider: 'sandbox' },
      door:
        e.DOOR_PROVIDER === 'http'
          ? { provider: 'http', url: e.DOOR_HTTP_URL ?? '', token: e.DOOR_HTTP_TOKEN ?? '', timeoutMs: ADAPTER_TIMEOUT_MS }
          : { provider: 'simulated' },
      email:
        e.EMAIL_PROVIDER === 'smtp'
          ? { provider: 'smtp', url: e.SMTP_URL ?? '', from: e.EMAIL_FROM }
          : { provider: 'outbox', from: e.EMAIL_FROM },
    },
    monitoring: {
      sentryDsn: e.SENTRY_DSN ?? null,
      release: `player-api@${packageVersion()}`,
      tracesSampleRate: e.SENTRY_TRACES_SAMPLE_RATE,
    },
  };
}
