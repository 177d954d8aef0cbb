import { PHONE_COUNTRY_NOT_SERVED_KEY, PHONE_NOT_MOBILE_KEY, TEXTABLE_NUMBER_TYPES } from '@venue/api';
// The full metadata (number types); the shared schema stays on /min, which tells a valid number
// from an invalid one but not a mobile from a premium-rate line. The login form refuses the same
// numbers earlier with the `mobile` set (`@venue/api/sms-phone`); this is the judge.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Config } from '../../config.js';
import { validationFailed, type ApiError } from '../../lib/api-error.js';

/** Why no login code goes to this E.164 number, or null when one may. */
export function smsDestinationRefusal(phone: string, allowed: Config['smsAllowedCallingCodes']): ApiError | null {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return validationFailed({ phone_number_without_country_code: { key: 'validation.phone' } });
  if (allowed !== 'any' && !allowed.includes(parsed.countryCallingCode)) {
    return validationFailed(
      { phone_number_without_country_code: { key: PHONE_COUNTRY_NOT_SERVED_KEY } },
      'SMS codes are not sent to this country',
    );
  }
  const type = parsed.getType();
  if (!type || !TEXTABLE_NUMBER_TYPES.has(type)) {
    return validationFailed({ phone_number_without_country_code: { key: PHONE_NOT_MOBILE_KEY } }, 'SMS codes go to mobile numbers only');
  }
  return null;
}
