import * as v from 'valibot';
import { issuesToFieldErrors } from './field-errors';
import { BillingSchema, CompanyLookupRequestSchema, isValidNip, normalizeNip, parseBillingInfo } from './billing';

function fieldErrors(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
}

const company = {
  type: 'company',
  name: 'Przykładowa sp. z o.o.',
  nip: '5260250274',
  street: 'ul. Prosta 1/2',
  postalCode: '00-950',
  city: 'Warszawa',
  country: 'Polska',
};
const personal = { type: 'personal', fullName: 'Anna Nowak', street: 'Długa 5', postalCode: '80-001', city: 'Gdańsk', country: 'Polska' };

describe('isValidNip', () => {
  it.each(['5260250274', '7740001454', '526-025-02-74', '774 000 14 54'])('accepts %s', (nip) => {
    expect(isValidNip(nip)).toBe(true);
  });

  it.each(['5260250275', '7740001455', '526025027', '52602502740', 'abcdefghij', '', '0000000001'])('rejects %s', (nip) => {
    expect(isValidNip(nip)).toBe(false);
  });

  it('rejects a number whose weighted sum gives a check of 10', () => {
    // 1,2,3,4,5,6,7,8,9 → 6+10+21+8+15+24+35+48+63 = 230, 230 mod 11 = 10: no last digit can match.
    for (let last = 0; last <= 9; last += 1) expect(isValidNip(`123456789${last}`)).toBe(false);
  });

  it('drops separators', () => {
    expect(normalizeNip(' 526-025 02-74 ')).toBe('5260250274');
  });
});

describe('BillingSchema', () => {
  it('accepts a company and a private person, dropping an empty NIP', () => {
    expect(v.parse(BillingSchema, company)).toEqual(company);
    expect(v.parse(BillingSchema, { ...personal, nip: '' })).toEqual(personal);
    expect(v.parse(BillingSchema, { ...personal, nip: '774-000-14-54' })).toEqual({ ...personal, nip: '7740001454' });
  });

  it('checks the NIP checksum', () => {
    expect(fieldErrors(BillingSchema, { ...company, nip: '5260250275' })).toEqual({ nip: { key: 'validation.nip' } });
    expect(fieldErrors(BillingSchema, { ...company, nip: '12345' })).toEqual({ nip: { key: 'validation.nip' } });
    expect(fieldErrors(BillingSchema, { ...personal, nip: '5260250275' })).toEqual({ nip: { key: 'validation.nip' } });
  });

  it('requires a NIP of a company', () => {
    const { nip: _nip, ...withoutNip } = company;
    expect(fieldErrors(BillingSchema, withoutNip)).toEqual({ nip: { key: 'validation.required' } });
    expect(fieldErrors(BillingSchema, { ...company, nip: ' ' })).toEqual({ nip: { key: 'validation.required' } });
  });

  it.each(['00950', '0-0950', '00-95', 'AB-CDE', '00-9500'])('rejects the postal code %s', (postalCode) => {
    expect(fieldErrors(BillingSchema, { ...company, postalCode })).toEqual({ postalCode: { key: 'validation.postalCode' } });
  });

  it('rejects a city with digits', () => {
    expect(fieldErrors(BillingSchema, { ...company, city: 'Warszawa 1' })).toEqual({ city: { key: 'validation.cityDigits' } });
    expect(fieldErrors(BillingSchema, { ...company, city: 'Bielsko-Biała' })).toEqual({});
  });

  it('requires every address field and the name of each variant', () => {
    expect(fieldErrors(BillingSchema, { type: 'company' })).toEqual({
      name: { key: 'validation.required' },
      nip: { key: 'validation.required' },
      street: { key: 'validation.required' },
      postalCode: { key: 'validation.required' },
      city: { key: 'validation.required' },
      country: { key: 'validation.required' },
    });
    expect(fieldErrors(BillingSchema, { ...personal, fullName: '  ' })).toEqual({ fullName: { key: 'validation.required' } });
  });

  it('limits lengths', () => {
    expect(fieldErrors(BillingSchema, { ...company, name: 'x'.repeat(201) })).toEqual({
      name: { key: 'validation.maxLength', params: { max: 200 } },
    });
  });

  it('needs a known type', () => {
    expect(fieldErrors(BillingSchema, { ...company, type: 'other' })).toEqual({ type: { key: 'validation.required' } });
    expect(fieldErrors(BillingSchema, 'company')).not.toEqual({});
  });
});

describe('parseBillingInfo', () => {
  it('reads saved billing data', () => {
    expect(parseBillingInfo(JSON.stringify(company))).toEqual(company);
  });

  it.each([null, undefined, '', '{', '[]', JSON.stringify({ type: 'company' })])('gives null for %p', (value) => {
    expect(parseBillingInfo(value)).toBeNull();
  });
});

describe('CompanyLookupRequestSchema', () => {
  it('normalizes a valid NIP and refuses an invalid one', () => {
    expect(v.parse(CompanyLookupRequestSchema, { nip: '526-025-02-74' })).toEqual({ nip: '5260250274' });
    expect(fieldErrors(CompanyLookupRequestSchema, { nip: '5260250275' })).toEqual({ nip: { key: 'validation.nip' } });
    expect(fieldErrors(CompanyLookupRequestSchema, {})).toEqual({ nip: { key: 'validation.required' } });
  });
});
