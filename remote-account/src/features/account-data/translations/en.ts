import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:accountData.*` (merged in translations/en.ts). */
export default {
  title: 'Account data',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  emailHint: 'We send booking confirmations there. A new address has to be confirmed.',
  emailState: 'E-mail address status:',
  emailVerified: 'Confirmed',
  emailUnverified: 'Not confirmed',
  resend: 'Send the confirmation link again',
  resendFailed: 'Could not send the confirmation link. Please try again.',
  phone: 'Phone number',
  phoneHint: 'Used to sign in; it cannot be changed.',
  marketingConsent: 'I want to receive news and promotions by e-mail.',
  /** Field names in the error summary; the consent's own label is a whole sentence. */
  fields: {
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail address',
    marketing_consent: 'Marketing consent',
  },
  submit: 'Save account data',
  saved: 'Your account data has been saved.',
  savedEmailChanged: 'Your account data has been saved. We sent a confirmation link to {{email}}.',
} as const satisfies TranslationShapeOf<typeof pl>;
