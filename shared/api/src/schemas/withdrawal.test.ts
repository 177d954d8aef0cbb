import * as v from 'valibot';
import { issuesToFieldErrors } from './field-errors';
import {
  normalizePolishIban,
  WITHDRAWAL_MAX_GROSZE,
  WITHDRAWAL_MIN_GROSZE,
  WithdrawalConfirmSchema,
  WithdrawalRequestSchema,
} from './withdrawal';

describe('withdrawal request', () => {
  // A valid Polish account number (checksum 61), written the ways people paste it.
  const digits = '61109010140000071219812874';
  const valid = { amount: 2500, iban: `PL${digits}`, account_owner: 'Anna Nowak' };
  const errorsOf = (input: Record<string, unknown>) => {
    const result = v.safeParse(WithdrawalRequestSchema, input);
    return result.success ? {} : issuesToFieldErrors(result.issues);
  };

  it('normalises the account number to PL and 26 digits, with or without PL, spaces or dashes', () => {
    for (const iban of [digits, `PL${digits}`, 'pl61 1090 1014 0000 0712 1981 2874', '61-1090-1014-0000-0712-1981-2874']) {
      expect(v.parse(WithdrawalRequestSchema, { ...valid, iban }).iban).toBe(`PL${digits}`);
    }
  });

  it('refuses a wrong checksum, a foreign account, amounts outside the bounds and a one-word owner', () => {
    expect(errorsOf({ ...valid, iban: digits.replace(/^61/, '62') })).toEqual({ iban: { key: 'wallet:validation.iban' } });
    expect(errorsOf({ ...valid, iban: 'DE89370400440532013000' })).toEqual({ iban: { key: 'wallet:validation.iban' } });
    expect(errorsOf({ ...valid, amount: WITHDRAWAL_MIN_GROSZE - 1 })).toEqual({
      amount: { key: 'wallet:validation.withdrawalMin', params: { min: WITHDRAWAL_MIN_GROSZE } },
    });
    expect(errorsOf({ ...valid, amount: WITHDRAWAL_MAX_GROSZE + 1 }).amount?.key).toBe('wallet:validation.withdrawalMax');
    expect(errorsOf({ ...valid, amount: 10.5 }).amount?.key).toBe('validation.invalid');
    expect(errorsOf({ ...valid, account_owner: 'Anna' })).toEqual({ account_owner: { key: 'wallet:validation.fullName' } });
    expect(errorsOf({ ...valid, account_owner: '  ' })).toEqual({ account_owner: { key: 'validation.required' } });
    expect(errorsOf({ ...valid, account_owner: 'Anna Nowak-Kowalska' })).toEqual({});
    expect(errorsOf({})).toEqual({
      amount: { key: 'validation.required' },
      iban: { key: 'validation.required' },
      account_owner: { key: 'validation.required' },
    });
  });

  it('normalizePolishIban answers PL and 26 digits, or null for anything else', () => {
    expect(normalizePolishIban(` ${digits} `)).toBe(`PL${digits}`);
    expect(normalizePolishIban(`PL${digits.slice(1)}`)).toBeNull();
    expect(normalizePolishIban('DE89370400440532013000')).toBeNull();
    expect(normalizePolishIban('')).toBeNull();
  });

  it('confirms with exactly four digits', () => {
    expect(v.safeParse(WithdrawalConfirmSchema, { verification_code: '1234' }).success).toBe(true);
    expect(v.safeParse(WithdrawalConfirmSchema, { verification_code: '12345' }).success).toBe(false);
  });
});
