import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:confirmEmail.*` (loaded with the page, see translations/page-parts.ts). */
export default {
  confirming: 'Confirming your e-mail address…',
  confirmed: 'The address {{email}} is confirmed. Thank you!',
  alreadyConfirmed: 'Your address {{email}} is already confirmed.',
  expired: 'This link has expired. Confirmation links are valid for 24 hours.',
  used: 'This link has already been used. If your address is not confirmed yet, ask for a new link.',
  taken: 'This e-mail address is already confirmed by another account. Enter a different address in your account.',
  invalid: 'This link is not valid. Check that it was copied in full, or ask for a new one.',
  missing: 'The confirmation code is missing. Open the link from the e-mail or ask for a new one.',
  failed: 'The address could not be confirmed. Check your connection and try again.',
  toAccount: 'Go to your account',
  resend: 'Send a new link',
  resendSent: 'We sent a new link to {{email}}. Check your inbox.',
  resendRateLimited: 'You can send a new link {{when}}.',
  resendFailed: 'The new link could not be sent. Try again.',
  signInForNew: 'Sign in to get a new link',
  signInHint: 'We will send the new link to the address saved in your account.',
} as const satisfies TranslationShapeOf<typeof pl>;
