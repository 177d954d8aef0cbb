import { ApiError } from '@venue/api';
import { codeErrorFrom, isCancelled, magicLinkErrorFrom, phoneErrorFrom, resendErrorFrom } from './map-login-errors';

const NOW = 1_000_000;
const http = (status: number, code: string | null, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, code, ...extra });

describe('phoneErrorFrom', () => {
  it('maps a 429 to a limit with its wait', () => {
    expect(phoneErrorFrom(http(429, 'RATE_LIMITED', { retryAfterSeconds: 42 }), NOW)).toEqual({
      error: { kind: 'rate-limited', until: NOW + 42_000 },
      blockedUntil: NOW + 42_000,
    });
  });

  it('assumes the 60 s gap when a 429 names no wait', () => {
    expect(phoneErrorFrom(http(429, null), NOW).blockedUntil).toBe(NOW + 60_000);
  });

  it('reports a number the server rejects as invalid', () => {
    expect(phoneErrorFrom(http(400, 'VALIDATION_FAILED'), NOW).error).toEqual({ kind: 'validation', key: 'validation.phone' });
  });

  it.each(['validation.phoneNotMobile', 'validation.phoneCountryNotServed'])(
    'keeps the server’s reason %s for refusing a valid number',
    (key) => {
      const error = http(400, 'VALIDATION_FAILED', { fieldErrors: { phone_number_without_country_code: { key } } });
      expect(phoneErrorFrom(error, NOW).error).toEqual({ kind: 'validation', key });
    },
  );

  it('reads an unknown field key from the server as an invalid number', () => {
    const error = http(400, 'VALIDATION_FAILED', { fieldErrors: { phone_number_without_country_code: { key: 'validation.other' } } });
    expect(phoneErrorFrom(error, NOW).error).toEqual({ kind: 'validation', key: 'validation.phone' });
  });

  it.each([
    ['SMS_SEND_FAILED', http(502, 'SMS_SEND_FAILED')],
    ['a network failure', new ApiError({ kind: 'network' })],
    ['a timeout', new ApiError({ kind: 'timeout' })],
    ['a server error', http(500, 'INTERNAL')],
  ])('reports %s as a failed send', (_label, error) => {
    expect(phoneErrorFrom(error, NOW).error).toEqual({ kind: 'send-failed' });
  });
});

describe('codeErrorFrom', () => {
  it.each([
    ['INVALID_CODE', http(400, 'INVALID_CODE'), 'invalid-code'],
    ['CODE_EXPIRED', http(400, 'CODE_EXPIRED'), 'expired'],
    ['TOO_MANY_ATTEMPTS without a wait', http(429, 'TOO_MANY_ATTEMPTS'), 'too-many-attempts'],
    ['TOO_MANY_ATTEMPTS as 400', http(400, 'TOO_MANY_ATTEMPTS'), 'too-many-attempts'],
    [
      'a malformed code the server caught',
      http(400, 'VALIDATION_FAILED', { fieldErrors: { code: { key: 'validation.otpCode' } } }),
      'malformed',
    ],
    ['a network failure', new ApiError({ kind: 'network' }), 'generic'],
    ['an unknown failure', new Error('boom'), 'generic'],
  ])('maps %s', (_label, error, kind) => {
    expect(codeErrorFrom(error, NOW).error.kind).toBe(kind);
  });

  it('maps a 429 with a wait to a limit that blocks checking', () => {
    expect(codeErrorFrom(http(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 3600 }), NOW)).toEqual({
      error: { kind: 'rate-limited', until: NOW + 3_600_000 },
      blockedUntil: NOW + 3_600_000,
    });
  });
});

describe('resendErrorFrom and magicLinkErrorFrom', () => {
  it('moves the resend deadline on a 429', () => {
    expect(resendErrorFrom(http(429, 'RATE_LIMITED', { retryAfterSeconds: 10 }), NOW)).toEqual({
      error: { kind: 'rate-limited', until: NOW + 10_000 },
      resendAt: NOW + 10_000,
    });
    expect(resendErrorFrom(new ApiError({ kind: 'network' }), NOW)).toEqual({ error: { kind: 'send-failed' }, resendAt: null });
  });

  it('tells a spent link from a failure to check it', () => {
    expect(magicLinkErrorFrom(http(400, 'INVALID_CODE'))).toEqual({ kind: 'magic-link-invalid' });
    expect(magicLinkErrorFrom(new ApiError({ kind: 'network' }))).toEqual({ kind: 'generic' });
  });

  it('recognises a cancelled request', () => {
    expect(isCancelled(new ApiError({ kind: 'cancel' }))).toBe(true);
    expect(isCancelled(new ApiError({ kind: 'timeout' }))).toBe(false);
  });
});

describe('a busy server (503)', () => {
  const busy = http(503, 'SERVICE_BUSY', { retryAfterSeconds: 2 });
  const message = { kind: 'api-message', messageKey: 'errors.busy' };

  it('is told as such on every step, not as a failed send or a generic error', () => {
    expect(phoneErrorFrom(busy, NOW)).toEqual({ error: message, blockedUntil: null });
    expect(resendErrorFrom(busy, NOW)).toEqual({ error: message, resendAt: null });
    expect(codeErrorFrom(busy, NOW)).toEqual({ error: message, blockedUntil: null });
    expect(magicLinkErrorFrom(busy)).toEqual(message);
  });

  it('is recognised without a code too', () => {
    expect(phoneErrorFrom(http(503, null), NOW).error).toEqual(message);
  });
});
