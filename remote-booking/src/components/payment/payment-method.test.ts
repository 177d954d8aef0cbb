import {
  EMPTY_PAYMENT_METHOD,
  hasPaymentMethodErrors,
  keepOffered,
  methodFields,
  normalizeBlikCode,
  offeredMethods,
  offeredMethodsKind,
  validatePaymentMethod,
} from './payment-method';

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

describe('offeredMethods', () => {
  const blik = { id: 509, name: 'BLIK', type: 'blik' };
  const transfer = { id: 106, name: 'Przelew', type: 'transfer' };

  it('offers what the venue answer lists, in its order', () => {
    expect(offeredMethods([transfer, blik])).toEqual([106, 509]);
    expect(offeredMethods([blik])).toEqual([509]);
    expect(offeredMethods([])).toEqual([]);
  });

  it('leaves out methods the app cannot pay with, and repeats', () => {
    expect(offeredMethods([{ id: 1500, name: 'Karta', type: 'card' }, blik, blik])).toEqual([509]);
  });
});

describe('keepOffered', () => {
  it('drops a chosen method the venue does not offer and keeps the rest of the value', () => {
    expect(keepOffered({ methodId: 106, blikCode: '', useWallet: true }, [509])).toEqual({ methodId: null, blikCode: '', useWallet: true });
    const blik = { methodId: 509, blikCode: '777123' } as const;
    expect(keepOffered(blik, [509])).toBe(blik);
    expect(keepOffered(EMPTY_PAYMENT_METHOD, [])).toBe(EMPTY_PAYMENT_METHOD);
  });
});

describe('offeredMethodsKind', () => {
  it('words "online" by what the venue offers, both while the list is unknown', () => {
    expect(offeredMethodsKind([509])).toBe('blik');
    expect(offeredMethodsKind([106])).toBe('transfer');
    expect(offeredMethodsKind([509, 106])).toBe('both');
    expect(offeredMethodsKind(null)).toBe('both');
  });
});
