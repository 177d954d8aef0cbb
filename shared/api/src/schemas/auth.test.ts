import * as v from 'valibot';
import { AuthTokenResponseSchema, MagicLoginRequestSchema, OtpLoginSignupResponseSchema } from './auth';
import { OtpLoginSignupRequestSchema, OtpTokenRequestSchema } from './auth-requests';
import { issuesToFieldErrors } from './field-errors';

function fieldErrors(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
}

describe('OtpLoginSignupRequestSchema', () => {
  it('accepts a Polish mobile and trims it', () => {
    const result = v.parse(OtpLoginSignupRequestSchema, {
      source: 'web',
      phone_number_without_country_code: ' 500 000 999 ',
      country_code: '+48',
    });
    expect(result.phone_number_without_country_code).toBe('500 000 999');
  });

  it('reports an invalid number on the national-number field', () => {
    expect(
      fieldErrors(OtpLoginSignupRequestSchema, { source: 'web', phone_number_without_country_code: '12345', country_code: '+48' }),
    ).toEqual({ phone_number_without_country_code: { key: 'validation.phone' } });
  });

  it('requires every field', () => {
    expect(fieldErrors(OtpLoginSignupRequestSchema, {})).toEqual({
      source: { key: 'validation.required' },
      phone_number_without_country_code: { key: 'validation.required' },
      country_code: { key: 'validation.required' },
    });
  });

  it('rejects a malformed calling code', () => {
    expect(
      fieldErrors(OtpLoginSignupRequestSchema, { source: 'web', phone_number_without_country_code: '500000999', country_code: '+48x' }),
    ).toEqual({ country_code: { key: 'validation.phone' } });
  });

  it('rejects another source', () => {
    expect(
      fieldErrors(OtpLoginSignupRequestSchema, { source: 'ios', phone_number_without_country_code: '500000999', country_code: '+48' }),
    ).toEqual({ source: { key: 'validation.invalid' } });
  });
});

describe('OtpTokenRequestSchema', () => {
  const phone = { phone_number_without_country_code: '500000999', country_code: '+48' };

  it('accepts exactly four digits', () => {
    expect(v.is(OtpTokenRequestSchema, { ...phone, code: '0123' })).toBe(true);
  });

  it.each(['123', '12345', '12a4', '', ' ', '１２３４'])('rejects code %j with the otpCode key', (code) => {
    expect(fieldErrors(OtpTokenRequestSchema, { ...phone, code })).toEqual({ code: { key: 'validation.otpCode' } });
  });

  it('rejects a number code', () => {
    expect(fieldErrors(OtpTokenRequestSchema, { ...phone, code: 1234 })).toEqual({ code: { key: 'validation.otpCode' } });
  });
});

describe('other auth payloads', () => {
  it('requires a magic token', () => {
    expect(fieldErrors(MagicLoginRequestSchema, { magic_token: '' })).toEqual({ magic_token: { key: 'validation.required' } });
    expect(v.is(MagicLoginRequestSchema, { magic_token: 'abc' })).toBe(true);
  });

  it('describes the send answer in whole seconds', () => {
    expect(v.is(OtpLoginSignupResponseSchema, { resend_available_in: 60, expires_in: 300 })).toBe(true);
    expect(v.is(OtpLoginSignupResponseSchema, { resend_available_in: 1.5, expires_in: 300 })).toBe(false);
  });

  it('carries a token, the user and the registration flag', () => {
    const user = {
      id: 1,
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '+48500000999',
      is_active: true,
      phone_verified: true,
      email_verified: false,
      marketing_consent: false,
      is_deleted: false,
      user_venue_profiles: [],
      trainer_venue_profiles: [],
      user_sport_skill: [],
      billing_info: null,
      children: [],
    };
    expect(v.is(AuthTokenResponseSchema, { token: 't', user, registration_required: true })).toBe(true);
    expect(v.is(AuthTokenResponseSchema, { token: 't', user: { ...user, children: undefined }, registration_required: true })).toBe(false);
  });
});
