/**
 * Where a login code may go, shared by the backend (which enforces it with libphonenumber's full
 * metadata) and the login form (which refuses the same numbers before asking the API, with the
 * `mobile` metadata, see `sms-phone.ts`). No libphonenumber here: the form's country picker
 * reads the calling codes on the first visit.
 */

/** Field error key: a valid number that is not a mobile (premium-rate, shared-cost, fixed-line…). */
export const PHONE_NOT_MOBILE_KEY = 'validation.phoneNotMobile';
/** Field error key: a calling code outside the SMS allow-list. */
export const PHONE_COUNTRY_NOT_SERVED_KEY = 'validation.phoneCountryNotServed';

/**
 * The calling codes SMS login codes go to by default: Poland and its neighbours (Germany,
 * Czechia, Slovakia, Lithuania, Belarus, Ukraine) and the UK. The backend's
 * SMS_ALLOWED_CALLING_CODES defaults to this list; the login form's country picker offers
 * exactly these. Russia (+7, shared with Kazakhstan) is left out: a common SMS-pumping
 * destination.
 */
export const SMS_CALLING_CODES: readonly string[] = ['48', '49', '420', '421', '370', '375', '380', '44'];

/**
 * Number types an SMS reaches (libphonenumber's names). FIXED_LINE_OR_MOBILE is where a
 * country's plan cannot tell them apart (the US and Canada): refusing it would refuse every
 * number there. Everything else — premium rate, shared cost, toll free, VoIP, personal numbers,
 * pagers, UAN, voicemail, plain fixed lines — is refused: an SMS there is at best undelivered
 * and at worst pays the line's owner (SMS pumping).
 */
export const TEXTABLE_NUMBER_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);
