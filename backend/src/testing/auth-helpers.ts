import assert from 'node:assert/strict';
import type { AuthTokenResponse, OtpLoginSignupResponse } from '@venue/api';
import { call, type TestApp } from './test-app.js';

/** National part of a Polish mobile used in tests: `phone(1)` → `500000001`. */
export function phone(n: number): string {
  return String(500_000_000 + n);
}

export function e164(national: string): string {
  return `+48${national}`;
}

export function requestCode(testApp: TestApp, national: string, options: { ip?: string; countryCode?: string } = {}) {
  return call<OtpLoginSignupResponse>(
    testApp.app,
    'POST',
    '/api/users/auth/otp_login_signup',
    { source: 'web', phone_number_without_country_code: national, country_code: options.countryCode ?? '+48' },
    options.ip ? { remoteAddress: options.ip } : {},
  );
}

export function checkCode(testApp: TestApp, national: string, code: string, options: { ip?: string; countryCode?: string } = {}) {
  return call<AuthTokenResponse>(
    testApp.app,
    'POST',
    '/api/users/auth/otp_token',
    { code, phone_number_without_country_code: national, country_code: options.countryCode ?? '+48' },
    options.ip ? { remoteAddress: options.ip } : {},
  );
}

/** A code the server did not send: differs from `code` in every digit. */
export function wrongCodeFor(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

/** Full phone login; returns the token answer. */
export async function signIn(testApp: TestApp, national: string): Promise<AuthTokenResponse> {
  const sent = await requestCode(testApp, national);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const checked = await checkCode(testApp, national, testApp.sms.lastCodeFor(e164(national)));
  assert.equal(checked.status, 200, JSON.stringify(checked.body));
  return checked.body;
}

export function bearer(token: string) {
  return { headers: { authorization: `Bearer ${token}` } };
}
