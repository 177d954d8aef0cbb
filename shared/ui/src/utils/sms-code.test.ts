import { codeFromPastedText, compactCodeInput } from './sms-code';

describe('compactCodeInput', () => {
  it('drops spaces but keeps anything else for validation to judge', () => {
    expect(compactCodeInput('12 34')).toBe('1234');
    expect(compactCodeInput(' 1a3 ')).toBe('1a3');
  });
});

describe('codeFromPastedText', () => {
  it.each([
    ['1234', '1234'],
    ['12 34', '1234'],
    [' 1234\n', '1234'],
    ['Kod logowania: 1234. Ważny 5 minut.', '1234'],
  ])('finds the code in %j', (text, code) => {
    expect(codeFromPastedText(text)).toBe(code);
  });

  it.each(['12345', 'abc', '1234 i 5678', ''])('finds no single code in %j', (text) => {
    expect(codeFromPastedText(text)).toBeNull();
  });
});
