import { callingCodeOf, isE164, normalizePhone, parseCountryCode } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+48', '500000999', '+48500000999'],
    ['+48', '500 000 999', '+48500000999'],
    ['+48', '500-000-999', '+48500000999'],
    ['48', '(500) 000 999', '+48500000999'],
    ['+48', '22 123 45 67', '+48221234567'],
    ['+380', '0501234567', '+380501234567'],
    ['+49', '151 12345678', '+4915112345678'],
    ['+44', '07911 123456', '+447911123456'],
    ['+1', '202 555 0123', '+12025550123'],
  ])('%s %s → %s', (countryCode, national, expected) => {
    expect(normalizePhone(countryCode, national)).toBe(expected);
  });

  it.each([
    ['+48', '50000099'],
    ['+48', '5000009990'],
    ['+48', ''],
    ['+48', 'abc500000999'],
    ['+48', '+48500000999x'],
    ['', '500000999'],
    ['+', '500000999'],
    ['+4800', '500000999'],
    ['+999', '500000999'],
  ])('rejects %s %s', (countryCode, national) => {
    expect(normalizePhone(countryCode, national)).toBeNull();
  });

  it('never returns a number of another country than the one chosen', () => {
    // 0048… typed into the national field must not silently become a Polish number for +49.
    expect(normalizePhone('+49', '0048500000999')).toBeNull();
  });
});

describe('phone helpers', () => {
  it('parses calling codes with and without the plus', () => {
    expect(parseCountryCode('+48')).toBe('48');
    expect(parseCountryCode(' 380 ')).toBe('380');
    expect(parseCountryCode('+48a')).toBeNull();
  });

  it('reads the calling code of an E.164 number', () => {
    expect(callingCodeOf('+48500000999')).toBe('48');
    expect(callingCodeOf('+380501234567')).toBe('380');
    expect(callingCodeOf('500000999')).toBeNull();
  });

  it('recognises E.164', () => {
    expect(isE164('+48500000999')).toBe(true);
    expect(isE164('+48 500 000 999')).toBe(false);
    expect(isE164('48500000999')).toBe(false);
  });
});
