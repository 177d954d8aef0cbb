import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { NATIONAL_NUMBER, PHONE_SEPARATORS, parseCountryCode } from './phone-input';

export { parseCountryCode };

/**
 * The E.164 form (`+48500000999`) of a number entered as calling code + national part,
 * or `null` when the pair is not a valid phone number. A national trunk prefix (`0…`) and
 * separators are accepted where the country uses them.
 */
export function normalizePhone(countryCode: string, nationalNumber: string): string | null {
  const callingCode = parseCountryCode(countryCode);
  if (callingCode === null) return null;
  const national = nationalNumber.replace(PHONE_SEPARATORS, '');
  if (!NATIONAL_NUMBER.test(national)) return null;
  let phone: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    phone = parsePhoneNumberFromString(national, { defaultCallingCode: callingCode });
  } catch {
    // Thrown for calling codes no country uses.
    return null;
  }
  if (!phone || phone.countryCallingCode !== callingCode || !phone.isValid()) return null;
  return phone.number;
}

/** The calling code of an E.164 number (`+48500000999` → `"48"`), or `null` when it is not one. */
export function callingCodeOf(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.countryCallingCode ?? null;
}

export function isE164(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(value) && parsePhoneNumberFromString(value)?.number === value;
}
