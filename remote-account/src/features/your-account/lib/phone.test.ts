import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups Polish and Ukrainian numbers and leaves others as stored', () => {
    expect(formatPhone('+48500600700')).toBe('+48 500 600 700');
    expect(formatPhone('+380501234567')).toBe('+380 50 123 45 67');
    expect(formatPhone('+4915123456789')).toBe('+4915123456789');
  });
});
