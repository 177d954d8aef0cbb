import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.js';
import { packageRoot } from './lib/package-root.js';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
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
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'false',
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
    assert.equal(config.trustProxy, true);
    assert.equal(config.seedDemoData, false);
  });

  it('falls back to PORT_API when PORT is not set', () => {
    assert.equal(loadConfig({ PORT_API: '4220' }).port, 4220);
    assert.equal(loadConfig({ PORT_API: '4220', PORT: '4221' }).port, 4221);
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

  it('needs the gateway URL and token for the http SMS provider', () => {
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'http' }), /SMS_HTTP_URL: required[\s\S]*SMS_HTTP_TOKEN: required/);
  });

  it('configures the account area: adapters, door window, QR lifetime', () => {
    const defaults = loadConfig({}).account;
    assert.deepEqual(defaults.registry, { provider: 'sandbox' });
    assert.deepEqual(defaults.door, { provider: 'simulated' });
    assert.equal(defaults.email.provider, 'outbox');
    assert.equal(defaults.doorOpenBeforeMinutes, 30);
    assert.equal(defaults.checkInTtlSeconds, 120);
    assert.equal(defaults.appUrl, 'http://localhost:3000');
    assert.notEqual(defaults.checkInSecret, loadConfig({}).authSecret);
    assert.notEqual(defaults.checkInSecret, loadConfig({ AUTH_SECRET: 'y'.repeat(40) }).account.checkInSecret);

    const custom = loadConfig({
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
      () => loadConfig({ REGISTRY_PROVIDER: 'http', DOOR_PROVIDER: 'http', EMAIL_PROVIDER: 'smtp' }),
      /REGISTRY_HTTP_URL: required[\s\S]*DOOR_HTTP_URL and DOOR_HTTP_TOKEN: required[\s\S]*SMTP_URL: required/,
    );
    assert.throws(() => loadConfig({ CHECKIN_QR_TTL_SECONDS: '5' }), /CHECKIN_QR_TTL_SECONDS/);
    assert.throws(() => loadConfig({ SMTP_URL: 'http://mail' }), /SMTP_URL/);
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
    assert.equal(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl, null);
  });

  it('is silent in tests unless asked', () => {
    assert.equal(loadConfig({ APP_ENV: 'test' }).logLevel, 'silent');
  });
});
