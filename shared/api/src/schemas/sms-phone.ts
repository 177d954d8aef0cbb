// libphonenumber's `mobile` metadata (about 24 KB gzip against the `min` set's 19 KB): the
// number-type patterns of mobiles only, which is what telling "a mobile" from "anything else"
// needs. Loaded by the login form on demand (`@venue/api/sms-phone`), never on a first visit.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { NATIONAL_NUMBER, PHONE_SEPARATORS, parseCountryCode } from './phone-input';
import { PHONE_COUNTRY_NOT_SERVED_KEY, PHONE_NOT_MOBILE_KEY, SMS_CALLING_CODES, TEXTABLE_NUMBER_TYPES } from './sms-destination';

export type SmsPhoneRefusal = 'validation.phone' | typeof PHONE_NOT_MOBILE_KEY | typeof PHONE_COUNTRY_NOT_SERVED_KEY;

/** A number a login code may go to (its E.164 form), or why none will. */
export type SmsPhoneCheck = { readonly ok: true; readonly e164: string } | { readonly ok: false; readonly refusal: SmsPhoneRefusal };

/**
 * Checks a number entered as calling code + national part the way the backend will before
 * sending a code, so the form refuses a landline, a premium-rate line or a country not served
 * without a request. The backend stays the judge (a deployment may widen its allow-list, and
 * it holds the full metadata); this is the same answer, earlier. A number that is not a mobile
 * yet has a possible length is "not a mobile"; anything shorter or longer is "not a number".
 */
export function checkSmsPhone(
  countryCode: string,
  nationalNumber: string,
  servedCodes: readonly string[] = SMS_CALLING_CODES,
): SmsPhoneCheck {
  const callingCode = parseCountryCode(countryCode);
  const national = nationalNumber.replace(PHONE_SEPARATORS, '');
  if (callingCode === null || !NATIONAL_NUMBER.test(national)) return { ok: false, refusal: 'validation.phone' };
  let phone: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    phone = parsePhoneNumberFromString(national, { defaultCallingCode: callingCode });
  } catch {
    // Thrown for calling codes no country uses.
    return { ok: false, refusal: 'validation.phone' };
  }
  if (!phone || phone.countryCallingCode !== callingCode) return { ok: false, refusal: 'validation.phone' };
  if (!servedCodes.includes(callingCode)) return { ok: false, refusal: PHONE_COUNTRY_NOT_SERVED_KEY };
  const type = phone.getType();
  if (type !== undefined && TEXTABLE_NUMBER_TYPES.has(type)) return { ok: true, e164: phone.number };
  return { ok: false, refusal: phone.isPossible() ? PHONE_NOT_MOBILE_KEY : 'validation.phone' };
}
