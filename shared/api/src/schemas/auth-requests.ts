// The login request schemas check the phone number with libphonenumber (about 28 KB gzip of
// metadata). They live apart from auth.ts, whose answer schemas every browser loads, so that
// browsers fetch phone validation only when the login form needs it (`@venue/api/phone`).
import * as v from 'valibot';
import { OtpCodeSchema } from './auth';
import { isValidPhoneInput, PhoneFieldsEntries } from './phone-fields';

export const OtpLoginSignupRequestSchema = v.pipe(
  v.object({
    source: v.picklist(['web'], 'validation.invalid'),
    ...PhoneFieldsEntries,
  }),
  // Reported on the national-number field, where the user typed the number.
  v.forward(v.partialCheck([['phone_number_without_country_code'], ['country_code']], isValidPhoneInput, 'validation.phone'), [
    'phone_number_without_country_code',
  ]),
);
export type OtpLoginSignupRequest = v.InferInput<typeof OtpLoginSignupRequestSchema>;

export const OtpTokenRequestSchema = v.pipe(
  v.object({
    code: OtpCodeSchema,
    ...PhoneFieldsEntries,
  }),
  // Reported on the national-number field, where the user typed the number.
  v.forward(v.partialCheck([['phone_number_without_country_code'], ['country_code']], isValidPhoneInput, 'validation.phone'), [
    'phone_number_without_country_code',
  ]),
);
export type OtpTokenRequest = v.InferInput<typeof OtpTokenRequestSchema>;
