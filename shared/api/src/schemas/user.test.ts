import * as v from 'valibot';
import { issuesToFieldErrors } from './field-errors';
import { isRegistrationComplete, UpdateUserRequestSchema, UserSchema } from './user';

function fieldErrors(input: unknown) {
  const result = v.safeParse(UpdateUserRequestSchema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
}

describe('UpdateUserRequestSchema', () => {
  it('accepts a complete registration and trims it', () => {
    const output = v.parse(UpdateUserRequestSchema, {
      first_name: ' Anna ',
      last_name: 'Nowak',
      email: 'anna@example.com ',
      marketing_consent: true,
      is_active: true,
    });
    expect(output).toEqual({ first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com', marketing_consent: true, is_active: true });
  });

  it('limits names to 2–50 characters', () => {
    expect(fieldErrors({ is_active: true, first_name: 'A', last_name: 'N'.repeat(51) })).toEqual({
      first_name: { key: 'validation.minLength', params: { min: 2 } },
      last_name: { key: 'validation.maxLength', params: { max: 50 } },
    });
  });

  it('treats an empty name as missing', () => {
    expect(fieldErrors({ is_active: true, first_name: '  ' })).toEqual({ first_name: { key: 'validation.required' } });
  });

  it('checks the e-mail', () => {
    expect(fieldErrors({ is_active: true, email: 'anna@' })).toEqual({ email: { key: 'validation.email' } });
  });

  it('requires is_active true', () => {
    expect(fieldErrors({ first_name: 'Anna' })).toEqual({ is_active: { key: 'validation.required' } });
    expect(fieldErrors({ is_active: false })).toEqual({ is_active: { key: 'validation.invalid' } });
  });

  it('refuses any attempt to change the phone number', () => {
    expect(fieldErrors({ is_active: true, phone_number: '+48500000001' })).toEqual({
      phone_number: { key: 'validation.readOnly' },
    });
    expect(fieldErrors({ is_active: true, country_code: '+48', phone_number_without_country_code: '500000001' })).toEqual({
      country_code: { key: 'validation.readOnly' },
      phone_number_without_country_code: { key: 'validation.readOnly' },
    });
  });

  it('accepts billing data as a JSON object string or null', () => {
    const personal = {
      type: 'personal',
      fullName: 'Anna Nowak',
      street: 'Prosta 1',
      postalCode: '00-001',
      city: 'Warszawa',
      country: 'Polska',
    };
    expect(fieldErrors({ is_active: true, billing_info: JSON.stringify(personal) })).toEqual({});
    expect(fieldErrors({ is_active: true, billing_info: null })).toEqual({});
    expect(fieldErrors({ is_active: true, billing_info: '[1]' })).toEqual({ billing_info: { key: 'validation.invalid' } });
    expect(fieldErrors({ is_active: true, billing_info: '{' })).toEqual({ billing_info: { key: 'validation.invalid' } });
  });

  it('validates the billing object inside billing_info and reports its fields under billing_info', () => {
    const company = {
      type: 'company',
      name: 'Firma',
      nip: '5260250275',
      street: 'Prosta 1',
      postalCode: '00001',
      city: 'Warszawa 2',
      country: 'Polska',
    };
    expect(fieldErrors({ is_active: true, billing_info: JSON.stringify(company) })).toEqual({
      'billing_info.nip': { key: 'validation.nip' },
      'billing_info.postalCode': { key: 'validation.postalCode' },
      'billing_info.city': { key: 'validation.cityDigits' },
    });
    expect(fieldErrors({ is_active: true, billing_info: JSON.stringify({ type: 'personal', fullName: 'Anna Nowak' }) })).toMatchObject({
      'billing_info.street': { key: 'validation.required' },
    });
  });

  it('normalizes the billing JSON it accepts', () => {
    const company = {
      type: 'company',
      name: ' Firma ',
      nip: '526-025-02-74',
      street: 'Prosta 1',
      postalCode: '00-001',
      city: 'Warszawa',
      country: 'Polska',
    };
    const output = v.parse(UpdateUserRequestSchema, { is_active: true, billing_info: JSON.stringify(company) });
    expect(JSON.parse(output.billing_info ?? 'null')).toEqual({ ...company, name: 'Firma', nip: '5260250274' });
  });
});

describe('UserSchema', () => {
  it('checks nested profiles, skills and children', () => {
    const user = {
      id: 1,
      first_name: 'Anna',
      last_name: 'Nowak',
      email: 'anna@example.com',
      phone_number: '+48500000999',
      is_active: true,
      phone_verified: true,
      email_verified: false,
      marketing_consent: false,
      is_deleted: false,
      user_venue_profiles: [{ id: 1, venue_id: 2, is_owner: false, is_active: true }],
      trainer_venue_profiles: [{ id: 1, venue_id: 2, status: 'pending', visibility: 'hidden', comment: null }],
      user_sport_skill: [{ id: 1, sport_type_id: 1, level: 6 }],
      billing_info: null,
      children: [{ id: 1, venue_id: 2, first_name: 'Jan', last_name: 'Nowak', birth_date: '2015-04-30', gender: 'male' }],
    };
    expect(v.is(UserSchema, user)).toBe(true);
    expect(v.is(UserSchema, { ...user, user_sport_skill: [{ id: 1, sport_type_id: 1, level: 7 }] })).toBe(false);
    expect(v.is(UserSchema, { ...user, trainer_venue_profiles: [{ ...user.trainer_venue_profiles[0], status: 'rejected' }] })).toBe(false);
    expect(v.is(UserSchema, { ...user, children: [{ ...user.children[0], birth_date: '30.04.2015' }] })).toBe(false);
  });

  it('knows when registration is complete', () => {
    expect(isRegistrationComplete({ first_name: 'Anna', last_name: 'Nowak', email: 'a@b.pl' })).toBe(true);
    expect(isRegistrationComplete({ first_name: 'Anna', last_name: '', email: 'a@b.pl' })).toBe(false);
  });
});
