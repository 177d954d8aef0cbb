import { normalizePhone } from '@venue/api/phone';
import { SMS_CALLING_CODES } from '@venue/api/sms-destination';
import { CALLING_CODES, callingCodeLabel } from './countries';

describe('calling codes', () => {
  it('start with Poland, then Ukraine', () => {
    expect(CALLING_CODES.slice(0, 2).map((entry) => entry.code)).toEqual(['+48', '+380']);
    expect(new Set(CALLING_CODES.map((entry) => entry.code)).size).toBe(CALLING_CODES.length);
  });

  it('are exactly the countries login codes are texted to, the backend default allow-list', () => {
    expect(CALLING_CODES.map((entry) => entry.code.slice(1)).sort()).toEqual([...SMS_CALLING_CODES].sort());
  });

  it('are each accepted by the shared phone rules', () => {
    expect(normalizePhone('+48', '512 345 678')).toBe('+48512345678');
    expect(normalizePhone('+380', '50 123 45 67')).toBe('+380501234567');
  });

  it('are named in the user language', () => {
    const poland = CALLING_CODES[0];
    const ukraine = CALLING_CODES[1];
    if (!poland || !ukraine) throw new Error('missing entries');
    expect(callingCodeLabel(poland, 'pl')).toBe('Polska (+48)');
    expect(callingCodeLabel(poland, 'en')).toBe('Poland (+48)');
    expect(callingCodeLabel(poland, 'ua')).toBe('Польща (+48)');
    expect(callingCodeLabel(ukraine, 'en')).toBe('Ukraine (+380)');
  });
});
