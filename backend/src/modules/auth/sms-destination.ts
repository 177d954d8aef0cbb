import { PHONE_COUNTRY_NOT_SERVED_KEY, PHONE_NOT_MOBILE_KEY } from '@venue/api';
// The full metadata (number types); the shared schema and the browsers stay on /min, which
// tells a valid number from an invalid one but not a mobile from a premium-rate line.
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import type { Config } from '../../config.js';
import { validationFailed, type ApiError } from '../../lib/api-error.js';

/**
 * Types an SMS reaches. FIXED_LINE_OR_MOBILE is where a country's plan cannot tell them apart
 * (the US and Canada): refusing it would refuse every number there. Everything else — premium
 * rate, shared cost, toll free, VoIP, personal numbers, pagers, UAN, voicemail, plain fixed
 * lines — is refused: an SMS there is at best undelivered and at worst pays the line's owner
 * (SMS pumping).
 */
const TEXTABLE: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

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
  if (!type || !TEXTABLE.has(type)) {
    return validationFailed({ phone_number_without_country_code: { key: PHONE_NOT_MOBILE_KEY } }, 'SMS codes go to mobile numbers only');
  }
  return null;
}
