import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

const COUNTRY_CODE = /^\+?(\d{1,3})$/;
// Separators people type or paste; anything else (letters, a second '+') makes the number invalid.
const SEPARATORS = /[\s\-().]/g;
const NATIONAL_NUMBER = /^\d{4,17}$/;

/** `"+48"` or `"48"` → `"48"`; `null` when it is not a calling code. */
export function parseCountryCode(countryCode: string): string | null {
  return COUNTRY_CODE.exec(countryCode.trim())?.[1] ?? null;
}

/**
 * The E.164 form (`+48500000999`) of a number entered as calling code + national part,
 * or `null` when the pair is not a valid phone number. A national trunk prefix (`0…`) and
 * separators are accepted where the country uses them.
 */
export function normalizePhone(countryCode: string, nationalNumber: string): string | null {
  const callingCode = parseCountryCode(countryCode);
  if (callingCode === null) return null;
  const national = nationalNumber.replace(SEPARATORS, '');
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
