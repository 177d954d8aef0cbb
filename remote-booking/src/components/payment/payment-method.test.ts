import { EMPTY_PAYMENT_METHOD, hasPaymentMethodErrors, methodFields, normalizeBlikCode, validatePaymentMethod } from './payment-method';

describe('validatePaymentMethod', () => {
  it('asks for a method when none is chosen', () => {
    expect(validatePaymentMethod(EMPTY_PAYMENT_METHOD)).toEqual({ method: 'payment.validation.methodRequired' });
  });

  it.each(['', '12345', '1234567', '12a456', '123 456'])('rejects the BLIK code %p', (blikCode) => {
    expect(validatePaymentMethod({ methodId: 509, blikCode })).toEqual({ blikCode: 'payment.validation.blikCode' });
  });

  it('accepts BLIK with six digits and a transfer without any code', () => {
    expect(hasPaymentMethodErrors(validatePaymentMethod({ methodId: 509, blikCode: '777123' }))).toBe(false);
    expect(hasPaymentMethodErrors(validatePaymentMethod({ methodId: 106, blikCode: '' }))).toBe(false);
  });
});

describe('normalizeBlikCode', () => {
  it('keeps at most six digits of what was typed or pasted', () => {
    expect(normalizeBlikCode('777 123')).toBe('777123');
    expect(normalizeBlikCode('777-1234')).toBe('777123');
    expect(normalizeBlikCode('ab12')).toBe('12');
  });
});

describe('methodFields', () => {
  it('sends the code with BLIK only', () => {
    expect(methodFields({ methodId: 509, blikCode: '777123' })).toEqual({ method_id: 509, blik_code: '777123' });
    expect(methodFields({ methodId: 106, blikCode: '777123' })).toEqual({ method_id: 106 });
  });
});
