/** The shared check of a number a login code may go to: the backend's own answer, given earlier. */
export type PhoneRules = typeof import('@venue/api/sms-phone');

let pending: Promise<PhoneRules> | null = null;

/**
 * Fetches the phone-number rules on first use. They carry libphonenumber's `mobile` metadata
 * (about 24 KB gzip), so they stay out of the page's first load: the form asks for them as soon as
 * the visitor starts on it, and a submit waits for them. A failed download is forgotten, so
 * the next attempt goes back to the network.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  pending ??= import('@venue/api/sms-phone').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
