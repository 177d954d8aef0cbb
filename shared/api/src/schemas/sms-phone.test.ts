import { checkSmsPhone } from './sms-phone';
import { SMS_CALLING_CODES } from './sms-destination';

describe('checkSmsPhone', () => {
  it.each([
    ['+48', '500 600 700', '+48500600700'],
    ['+48', '500-600-700', '+48500600700'],
    ['+380', '050 123 45 67', '+380501234567'],
    ['+380', '50 123 45 67', '+380501234567'],
    ['+44', '07400 123456', '+447400123456'],
    ['+49', '151 23456789', '+4915123456789'],
    ['+420', '601 123 456', '+420601123456'],
  ])('accepts the mobile %s %s as %s', (countryCode, national, e164) => {
    expect(checkSmsPhone(countryCode, national)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['a Warsaw landline', '+48', '22 123 45 67'],
    ['a Polish premium-rate line', '+48', '701 234 567'],
    ['a Polish shared-cost line', '+48', '801 234 567'],
    ['a London landline', '+44', '020 7946 0000'],
    ['a Kyiv landline', '+380', '44 123 45 67'],
  ])('refuses %s as not a mobile', (_label, countryCode, national) => {
    expect(checkSmsPhone(countryCode, national)).toEqual({ ok: false, refusal: 'validation.phoneNotMobile' });
  });

  it('refuses a country outside the served calling codes, and serves what the list names', () => {
    expect(checkSmsPhone('+1', '201 555 0123')).toEqual({ ok: false, refusal: 'validation.phoneCountryNotServed' });
    expect(checkSmsPhone('+1', '201 555 0123', ['1'])).toEqual({ ok: true, e164: '+12015550123' });
  });

  it.each([
    ['too short', '+48', '12345'],
    ['letters', '+48', '500 600 7OO'],
    ['no such calling code', '+999', '500600700'],
    ['a malformed calling code', '48a', '500600700'],
  ])('refuses %s as not a phone number', (_label, countryCode, national) => {
    expect(checkSmsPhone(countryCode, national)).toEqual({ ok: false, refusal: 'validation.phone' });
  });

  it('serves the backend default allow-list: Poland, its neighbours and the UK', () => {
    expect([...SMS_CALLING_CODES].sort()).toEqual(['370', '375', '380', '420', '421', '44', '48', '49']);
  });
});
