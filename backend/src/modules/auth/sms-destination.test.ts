import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import type { ApiErrorBody } from '@venue/api';
import { requestCode } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

function refusalKey(response: { status: number; body: unknown }): string | undefined {
  assert.equal(response.status, 400, JSON.stringify(response.body));
  const body = response.body as ApiErrorBody;
  assert.equal(body.code, 'VALIDATION_FAILED');
  return body.fieldErrors?.phone_number_without_country_code?.key;
}

describe('where login codes are sent', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });
  beforeEach(() => {
    t.sms.sent.length = 0;
  });

  it('sends to mobiles of Poland, its neighbours, Ukraine and the UK by default', async () => {
    for (const [countryCode, national] of [
      ['+48', '500000001'],
      ['+49', '15112345678'],
      ['+420', '601123456'],
      ['+421', '912123456'],
      ['+370', '61234567'],
      ['+375', '291234567'],
      ['+380', '501234567'],
      ['+44', '7400123456'],
    ] as const) {
      assert.equal((await requestCode(t, national, { countryCode })).status, 200, countryCode);
    }
    assert.equal(t.sms.sent.length, 8);
  });

  it('refuses valid mobiles of other countries, before any limit counts them', async () => {
    for (const [countryCode, national] of [
      ['+1', '2015550123'],
      ['+7', '9123456789'],
      ['+33', '612345678'],
      ['+31', '612345678'],
    ] as const) {
      assert.equal(refusalKey(await requestCode(t, national, { countryCode })), 'validation.phoneCountryNotServed', countryCode);
    }
    assert.equal(t.sms.sent.length, 0);
  });

  it('refuses premium-rate, shared-cost, toll-free, VoIP and fixed-line numbers of allowed countries', async () => {
    for (const [countryCode, national, type] of [
      ['+48', '700123456', 'premium rate'],
      ['+48', '801123456', 'shared cost'],
      ['+48', '800123456', 'toll free'],
      ['+48', '391234567', 'VoIP'],
      ['+48', '221234567', 'fixed line'],
      ['+44', '9012345678', 'premium rate'],
      ['+44', '8431234567', 'shared cost'],
      ['+49', '3012345678', 'fixed line'],
    ] as const) {
      assert.equal(refusalKey(await requestCode(t, national, { countryCode })), 'validation.phoneNotMobile', `${countryCode} ${type}`);
    }
    assert.equal(t.sms.sent.length, 0);
  });

  it('sends to the calling codes SMS_ALLOWED_CALLING_CODES names, or to any with *', async () => {
    const only380 = await buildTestApp(ctx.database, { config: { smsAllowedCallingCodes: ['380'] } });
    assert.equal(refusalKey(await requestCode(only380, '500000002')), 'validation.phoneCountryNotServed');
    assert.equal((await requestCode(only380, '501234568', { countryCode: '+380' })).status, 200);
    await only380.app.close();

    const any = await buildTestApp(ctx.database, { config: { smsAllowedCallingCodes: 'any' } });
    assert.equal((await requestCode(any, '2015550124', { countryCode: '+1' })).status, 200);
    // Still only numbers an SMS reaches.
    assert.equal(refusalKey(await requestCode(any, '8005550123', { countryCode: '+1' })), 'validation.phoneNotMobile');
    await any.app.close();
  });
});
