import { parsePaymentRef, supportReference } from './payment-ref';

describe('parsePaymentRef', () => {
  it('tells a numeric id from a uuid, as the backend does', () => {
    expect(parsePaymentRef('41')).toEqual({ kind: 'id', value: '41' });
    expect(parsePaymentRef('0B8F7A52-3C1E-4F7E-9D51-6A3E0D1C2B9A')).toEqual({
      kind: 'uuid',
      value: '0b8f7a52-3c1e-4f7e-9d51-6a3e0d1c2b9a',
    });
  });

  it.each(['0', '041', '-1', '1.5', '2147483648', 'abc', '0b8f7a52-3c1e-4f7e-9d51'])('rejects %p', (raw) => {
    expect(parsePaymentRef(raw)).toEqual({ kind: 'invalid' });
  });

  it('calls an absent or blank id missing', () => {
    expect(parsePaymentRef(undefined)).toEqual({ kind: 'missing' });
    expect(parsePaymentRef('  ')).toEqual({ kind: 'missing' });
  });
});

describe('supportReference', () => {
  it('is the first eight hex digits of the uuid, upper case', () => {
    expect(supportReference('0b8f7a52-3c1e-4f7e-9d51-6a3e0d1c2b9a')).toBe('0B8F7A52');
  });
});
