import { normalizePhone } from '@venue/api/phone';
import { CALLING_CODES, callingCodeLabel } from './countries';

describe('calling codes', () => {
  it('start with Poland and include the neighbours players come from', () => {
    expect(CALLING_CODES[0]?.code).toBe('+48');
    expect(CALLING_CODES.map((entry) => entry.code)).toEqual(expect.arrayContaining(['+380', '+49', '+44', '+420', '+421', '+370', '+1']));
    expect(new Set(CALLING_CODES.map((entry) => entry.code)).size).toBe(CALLING_CODES.length);
  });

  it('are each accepted by the shared phone rules', () => {
    // A valid-looking +1 and +48 number proves the codes are in the format normalizePhone expects.
    expect(normalizePhone('+1', '202 555 0143')).toBe('+12025550143');
    expect(normalizePhone('+48', '512 345 678')).toBe('+48512345678');
  });

  it('are named in the user language', () => {
    const poland = CALLING_CODES[0];
    const northAmerica = CALLING_CODES.find((entry) => entry.code === '+1');
    if (!poland || !northAmerica) throw new Error('missing entries');
    expect(callingCodeLabel(poland, 'pl')).toBe('Polska (+48)');
    expect(callingCodeLabel(poland, 'en')).toBe('Poland (+48)');
    expect(callingCodeLabel(poland, 'ua')).toBe('Польща (+48)');
    expect(callingCodeLabel(northAmerica, 'en')).toBe('United States / Canada (+1)');
  });
});
