import { billingFieldErrors, initialBillingValues, toBilling, type BillingValues } from './billing-values';
import { applyLookup, lookupConflicts } from './company-lookup';

const FOUND = {
  type: 'company',
  name: 'Ministerstwo Finansów',
  nip: '5260250274',
  street: 'ul. Świętokrzyska 12',
  postalCode: '00-916',
  city: 'Warszawa',
  country: 'Polska',
  regon: null,
} as const;

const empty: BillingValues = { type: 'company', name: '', fullName: '', nip: '', street: '', postalCode: '', city: '', country: 'Polska' };

describe('billing values', () => {
  it('reads saved billing data and ignores unreadable data', () => {
    expect(
      initialBillingValues(
        '{"type":"personal","fullName":"Jan K","street":"a 1","postalCode":"00-001","city":"Łódź","country":"Polska"}',
        null,
      ),
    ).toMatchObject({
      type: 'personal',
      fullName: 'Jan K',
      nip: '',
    });
    expect(initialBillingValues('not json', { first_name: 'Anna', last_name: 'Nowak' })).toMatchObject({
      type: 'personal',
      fullName: 'Anna Nowak',
    });
  });

  it('validates only the chosen variant and drops an empty personal NIP', () => {
    const personal = toBilling({
      ...empty,
      type: 'personal',
      name: 'ignored',
      fullName: 'Jan Kowalski',
      street: 'a 1',
      postalCode: '00-001',
      city: 'Łódź',
    });
    expect(personal).toEqual({
      ok: true,
      value: { type: 'personal', fullName: 'Jan Kowalski', street: 'a 1', postalCode: '00-001', city: 'Łódź', country: 'Polska' },
    });
    const company = toBilling({ ...empty, name: 'X', nip: '526 025 02 74', street: 'a 1', postalCode: '00-001', city: 'Łódź' });
    expect(company.ok && company.value).toMatchObject({ type: 'company', nip: '5260250274' });
  });

  it('counts as conflicts only typed values the registry would change', () => {
    expect(lookupConflicts(empty, FOUND)).toEqual([]);
    expect(lookupConflicts({ ...empty, nip: '526-025-02-74', city: ' warszawa ' }, FOUND)).toEqual([]);
    expect(lookupConflicts({ ...empty, name: 'Inna', street: 'ul. Moja 1' }, FOUND)).toEqual(['name', 'street']);
  });

  it('a lookup makes a company with the registry data and keeps the personal name', () => {
    expect(applyLookup({ ...empty, type: 'personal', fullName: 'Anna Nowak' }, FOUND)).toEqual({
      type: 'company',
      name: 'Ministerstwo Finansów',
      fullName: 'Anna Nowak',
      nip: '5260250274',
      street: 'ul. Świętokrzyska 12',
      postalCode: '00-916',
      city: 'Warszawa',
      country: 'Polska',
    });
  });

  it('maps billing_info.* server paths to the form fields', () => {
    expect(
      billingFieldErrors({
        'billing_info.nip': { key: 'validation.nip' },
        billing_info: { key: 'validation.invalid' },
        email: { key: 'validation.email' },
      }),
    ).toEqual({
      nip: { key: 'validation.nip' },
      billing_info: { key: 'validation.invalid' },
      email: { key: 'validation.email' },
    });
  });
});
