/** How a typed phone number is read, before any libphonenumber metadata is involved. */

const COUNTRY_CODE = /^\+?(\d{1,3})$/;
/** Separators people type or paste; anything else (letters, a second '+') makes the number invalid. */
export const PHONE_SEPARATORS = /[\s\-().]/g;
/** The national part once separators are dropped. */
export const NATIONAL_NUMBER = /^\d{4,17}$/;

/** `"+48"` or `"48"` → `"48"`; `null` when it is not a calling code. */
export function parseCountryCode(countryCode: string): string | null {
  return COUNTRY_CODE.exec(countryCode.trim())?.[1] ?? null;
}
