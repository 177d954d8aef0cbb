import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('groups Polish and Ukrainian numbers', () => {
    expect(formatPhone('+48531883222')).toBe('+48 531 883 222');
    expect(formatPhone('+380501234567')).toBe('+380 50 123 45 67');
  });

  it('shows other numbers as stored', () => {
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
  });
});
