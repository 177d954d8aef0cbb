/** The shared phone-number rules: the same functions the backend validates with. */
export type PhoneRules = typeof import('@venue/api/phone');

let pending: Promise<PhoneRules> | null = null;

/**
 * Fetches the phone-number rules on first use. They carry libphonenumber's metadata (about
 * 28 KB gzip), so they stay out of the page's first load: the form asks for them as soon as
 * the visitor starts on it, and a submit waits for them. A failed download is forgotten, so
 * the next attempt goes back to the network.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  pending ??= import('@venue/api/phone').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
