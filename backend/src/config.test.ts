import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.js';
import { packageRoot } from './lib/package-root.js';

/** The environment `npm start` and the tests give: development, explicitly. */
const dev = (env: Record<string, string> = {}) => loadConfig({ APP_ENV: 'development', ...env });

const STAGING_ALLOWANCES = {
  ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  ALLOW_PAYOUT_SANDBOX_IN_PRODUCTION: 'true',
  ALLOW_OUTBOX_IN_PRODUCTION: 'true',
  ALLOW_SIMULATED_DOOR_IN_PRODUCTION: 'true',
  ALLOW_REGISTRY_SANDBOX_IN_PRODUCTION: 'true',
  ALLOW_NO_MONITORING_IN_PRODUCTION: 'true',
};

/** A production environment with every real adapter, as docker-compose.yml gives it. */
const PRODUCTION = {
  APP_ENV: 'production',
  AUTH_SECRET: 'p'.repeat(40),
  SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
  PAYMENT_GATEWAY: 'autopay',
  AUTOPAY_BASE_URL: 'https://pay.example.com',
  AUTOPAY_SERVICE_ID: '123456',
  PAYMENT_SECRET: 's'.repeat(32),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  SMS_HTTP_TOKEN: 'token',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://mail.example.com:587',
  DOOR_PROVIDER: 'http',
  DOOR_HTTP_URL: 'https://relay.example.com/door',
  DOOR_HTTP_TOKEN: 'token',
  REGISTRY_PROVIDER: 'http',
  REGISTRY_HTTP_URL: 'https://registry.example.com',
  PAYOUT_PROVIDER: 'http',
  PAYOUT_HTTP_URL: 'https://payouts.example.com/v1',
  PAYOUT_HTTP_SECRET: 'q'.repeat(32),
};

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = dev({});
    assert.equal(config.appEnv, 'development');
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, 4000);
    assert.equal(config.databaseUrl, null);
    assert.equal(config.dataDir, path.join(packageRoot(), '.data', 'pglite'));
    assert.equal(config.sms.provider, 'outbox');
    assert.ok(config.corsOrigins.includes('http://localhost:3000'));
    assert.ok(config.corsOrigins.includes('http://127.0.0.1:3005'));
    assert.ok(config.authSecret.length >= 32);
    assert.equal(config.seedDemoData, true);
    assert.deepEqual(config.smsCountryHourlyCaps, { fallback: 100, byCallingCode: { '48': 2000 } });
    assert.equal(config.smsGlobalHourlyCap, 2500);
    assert.deepEqual(config.smsAllowedCallingCodes, ['48', '49', '420', '421', '370', '375', '380', '44']);
    assert.equal(config.trustProxy, false);
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses true', () => {
    assert.equal(dev({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(dev({ TRUST_PROXY: 'loopback' }).trustProxy, ['loopback']);
    assert.equal(dev({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.throws(() => dev({ TRUST_PROXY: 'true' }), /TRUST_PROXY: true would believe any X-Forwarded-For/);
    assert.throws(() => dev({ TRUST_PROXY: '10.0.0.300' }), /TRUST_PROXY: must be false, a hop count or comma-separated proxy addresses/);
  });

  it('reads SMS_ALLOWED_CALLING_CODES as calling codes or * for all', () => {
    assert.equal(dev({ SMS_ALLOWED_CALLING_CODES: '*' }).smsAllowedCallingCodes, 'any');
    assert.throws(() => dev({ SMS_ALLOWED_CALLING_CODES: '+48,UA' }), /SMS_ALLOWED_CALLING_CODES: must be comma-separated calling codes/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      APP_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '4210',
      DATABASE_URL: 'postgres://app@db:5432/venue',
      DATA_DIR: 'relative/dir',
      CORS_ORIGINS: 'https://app.example.com, https://kiosk.example.com/',
      AUTH_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      SMS_HTTP_TOKEN: 'secret',
      SMS_HTTP_TIMEOUT_MS: '2500',
      SMS_COUNTRY_HOURLY_LIMITS: '48:500, 380:50, *:10',
      LOG_LEVEL: 'warn',
      SMS_GLOBAL_HOURLY_LIMIT: '800',
      SMS_ALLOWED_CALLING_CODES: '48, 380',
      TRUST_PROXY: '10.0.0.5,10.1.0.0/16',
      SEED_DEMO_DATA: 'false',
      ...STAGING_ALLOWANCES,
    });
    assert.equal(config.appEnv, 'production');
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.port, 4210);
    assert.equal(config.databaseUrl, 'postgres://app@db:5432/venue');
    assert.equal(config.dataDir, path.resolve('relative/dir'));
    assert.deepEqual(config.corsOrigins, ['https://app.example.com', 'https://kiosk.example.com']);
    assert.deepEqual(config.sms, { provider: 'http', url: 'https://sms.example.com/send', token: 'secret', timeoutMs: 2500 });
    assert.deepEqual(config.smsCountryHourlyCaps, { fallback: 10, byCallingCode: { '48': 500, '380': 50 } });
    assert.equal(config.logLevel, 'warn');
    assert.equal(config.smsGlobalHourlyCap, 800);
    assert.deepEqual(config.smsAllowedCallingCodes, ['48', '380']);
    assert.deepEqual(config.trustProxy, ['10.0.0.5', '10.1.0.0/16']);
    assert.equal(config.seedDemoData, false);
  });

  it('falls back to PORT_API when PORT is not set', () => {
    assert.equal(dev({ PORT_API: '4220' }).port, 4220);
    assert.equal(dev({ PORT_API: '4220', PORT: '4221' }).port, 4221);
  });

  it('refuses to start production without AUTH_SECRET', () => {
    assert.throws(
      () => loadConfig({ APP_ENV: 'production' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /AUTH_SECRET: required in production/);
        return true;
      },
    );
  });

  it('runs as production without APP_ENV (whatever NODE_ENV says), and then refuses every stand-in by name', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'development' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.deepEqual(
          error.problems.map((problem) => problem.split(':')[0]),
          [
            'AUTH_SECRET',
            'PAYMENT_GATEWAY',
            'PAYOUT_PROVIDER',
            'SMS_PROVIDER',
            'EMAIL_PROVIDER',
            'DOOR_PROVIDER',
            'REGISTRY_PROVIDER',
            'SENTRY_DSN',
          ],
        );
        assert.match(error.message, /SENTRY_DSN: production reports its errors and traces; set SENTRY_DSN/);
        assert.match(error.message, /PAYMENT_GATEWAY: the payment sandbox approves any payment; set PAYMENT_GATEWAY=autopay/);
        return true;
      },
    );
  });

  it('refuses the built-in development secret in production', () => {
    const builtIn = dev().authSecret;
    assert.equal(loadConfig(PRODUCTION).monitoring.sentryDsn, 'https://key@o1.ingest.sentry.io/2');
    assert.match(loadConfig(PRODUCTION).monitoring.release, /^player-api@\d+\.\d+\.\d+/);
    assert.throws(() => loadConfig({ ...PRODUCTION, AUTH_SECRET: builtIn }), /AUTH_SECRET: required in production/);
  });

  it('starts production on the real adapters', () => {
    const config = loadConfig(PRODUCTION);
    assert.equal(config.appEnv, 'production');
    assert.equal(config.payments.gateway, 'autopay');
    assert.equal(config.sms.provider, 'http');
    assert.equal(config.account.email.provider, 'smtp');
    assert.equal(config.account.door.provider, 'http');
    assert.equal(config.account.registry.provider, 'http');
    assert.deepEqual(config.payouts, {
      provider: 'http',
      url: 'https://payouts.example.com/v1',
      secret: 'q'.repeat(32),
      timeoutMs: 5000,
      pollSeconds: 300,
    });
  });

  it('pays withdrawals out through the sandbox by default, after a delay it may be told, and can make it fail', () => {
    assert.deepEqual(dev().payouts, { provider: 'sandbox', delaySeconds: 20, failAll: false });
    assert.deepEqual(dev({ PAYOUT_SANDBOX_DELAY_SECONDS: '0', PAYOUT_SANDBOX_FAIL: 'true' }).payouts, {
      provider: 'sandbox',
      delaySeconds: 0,
      failAll: true,
    });
    assert.throws(() => dev({ PAYOUT_PROVIDER: 'http' }), /PAYOUT_HTTP_URL and PAYOUT_HTTP_SECRET: required/);
    assert.throws(
      () => dev({ PAYOUT_PROVIDER: 'http', PAYOUT_HTTP_URL: 'https://p.example.com', PAYOUT_HTTP_SECRET: 'short' }),
      /PAYOUT_HTTP_SECRET/,
    );
  });

  it('lets a staging site allow each stand-in by a variable that names it, and only that one', () => {
    const staging = { APP_ENV: 'production', AUTH_SECRET: 'z'.repeat(40), ...STAGING_ALLOWANCES };
    assert.equal(loadConfig(staging).payments.gateway, 'sandbox');
    const refusedWithout: Record<keyof typeof STAGING_ALLOWANCES, string[]> = {
      ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: ['PAYMENT_GATEWAY'],
      ALLOW_PAYOUT_SANDBOX_IN_PRODUCTION: ['PAYOUT_PROVIDER'],
      ALLOW_OUTBOX_IN_PRODUCTION: ['SMS_PROVIDER', 'EMAIL_PROVIDER'],
      ALLOW_SIMULATED_DOOR_IN_PRODUCTION: ['DOOR_PROVIDER'],
      ALLOW_REGISTRY_SANDBOX_IN_PRODUCTION: ['REGISTRY_PROVIDER'],
      ALLOW_NO_MONITORING_IN_PRODUCTION: ['SENTRY_DSN'],
    };
    for (const [flag, variables] of Object.entries(refusedWithout)) {
      assert.throws(
        () => loadConfig({ ...staging, [flag]: 'false' }),
        (error: unknown) =>
          error instanceof ConfigError && error.problems.map((problem) => problem.split(':')[0]).join() === variables.join(),
        flag,
      );
    }
  });

  it('needs the gateway URL and token for the http SMS provider', () => {
    assert.throws(() => dev({ SMS_PROVIDER: 'http' }), /SMS_HTTP_URL: required[\s\S]*SMS_HTTP_TOKEN: required/);
  });

  it('configures the account area: adapters, door window, QR lifetime', () => {
    const defaults = dev({}).account;
    assert.deepEqual(defaults.registry, { provider: 'sandbox' });
    assert.deepEqual(defaults.door, { provider: 'simulated' });
    assert.equal(defaults.email.provider, 'outbox');
    assert.equal(defaults.doorOpenBeforeMinutes, 30);
    assert.equal(defaults.checkInTtlSeconds, 120);
    assert.equal(defaults.appUrl, 'http://localhost:3000');
    assert.notEqual(defaults.checkInSecret, dev({}).authSecret);
    assert.notEqual(defaults.checkInSecret, dev({ AUTH_SECRET: 'y'.repeat(40) }).account.checkInSecret);

    const custom = dev({
      APP_URL: 'https://app.example.com/',
      REGISTRY_PROVIDER: 'http',
      REGISTRY_HTTP_URL: 'https://registry.example.com/',
      REGISTRY_HTTP_KEY: 'k',
      DOOR_PROVIDER: 'http',
      DOOR_HTTP_URL: 'https://relay.example.com/door',
      DOOR_HTTP_TOKEN: 't',
      DOOR_OPEN_BEFORE_MINUTES: '15',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mail.example.com:587',
      EMAIL_FROM: 'Venue <hello@example.com>',
      CHECKIN_QR_TTL_SECONDS: '300',
    }).account;
    assert.equal(custom.appUrl, 'https://app.example.com');
    assert.deepEqual(custom.registry, { provider: 'http', url: 'https://registry.example.com', key: 'k', timeoutMs: 5000 });
    assert.deepEqual(custom.door, { provider: 'http', url: 'https://relay.example.com/door', token: 't', timeoutMs: 5000 });
    assert.deepEqual(custom.email, { provider: 'smtp', url: 'smtp://mail.example.com:587', from: 'Venue <hello@example.com>' });
    assert.equal(custom.doorOpenBeforeMinutes, 15);
    assert.equal(custom.checkInTtlSeconds, 300);
  });

  it('needs the addresses of the http and smtp account adapters', () => {
    assert.throws(
      () => dev({ REGISTRY_PROVIDER: 'http', DOOR_PROVIDER: 'http', EMAIL_PROVIDER: 'smtp' }),
      /REGISTRY_HTTP_URL: required[\s\S]*DOOR_HTTP_URL and DOOR_HTTP_TOKEN: required[\s\S]*SMTP_URL: required/,
    );
    assert.throws(() => dev({ CHECKIN_QR_TTL_SECONDS: '5' }), /CHECKIN_QR_TTL_SECONDS/);
    assert.throws(() => dev({ SMTP_URL: 'http://mail' }), /SMTP_URL/);
  });

  it('lists every malformed variable at once', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty', APP_ENV: 'staging', CORS_ORIGINS: 'not a url', AUTH_SECRET: 'short' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 4);
        assert.match(error.message, /PORT/);
        assert.match(error.message, /APP_ENV/);
        assert.match(error.message, /CORS_ORIGINS/);
        assert.match(error.message, /AUTH_SECRET/);
        return true;
      },
    );
  });

  it('treats empty variables as unset', () => {
    assert.equal(dev({ DATABASE_URL: '', PORT: '' }).databaseUrl, null);
  });

  it('is silent in tests unless asked', () => {
    assert.equal(loadConfig({ APP_ENV: 'test' }).logLevel, 'silent');
  });
});
