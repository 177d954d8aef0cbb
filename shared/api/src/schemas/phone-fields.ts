import * as v from 'valibot';
import { normalizePhone, parseCountryCode } from './phone';

/**
 * Field errors (on the national-number field) for a valid number the backend sends no code to:
 * not a mobile, or a calling code outside its SMS_ALLOWED_CALLING_CODES (see sms-destination.ts).
 */
export { PHONE_COUNTRY_NOT_SERVED_KEY, PHONE_NOT_MOBILE_KEY, SMS_CALLING_CODES, TEXTABLE_NUMBER_TYPES } from './sms-destination';

/** The two phone fields every login request carries, checked together as one number. */
export const PhoneFieldsEntries = {
  phone_number_without_country_code: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(20, 'validation.phone'),
  ),
  /** Calling code with its plus, e.g. `"+48"`. */
  country_code: v.pipe(v.string('validation.required'), v.trim(), v.regex(/^\+?\d{1,3}$/, 'validation.phone')),
};

/**
 * True when the two phone fields make a valid number. A malformed calling code already has its
 * own issue (valibot runs this check after non-type issues too), so it is not reported twice.
 */
export function isValidPhoneInput(input: { phone_number_without_country_code: string; country_code: string }): boolean {
  if (parseCountryCode(input.country_code) === null) return true;
  return normalizePhone(input.country_code, input.phone_number_without_country_code) !== null;
}
