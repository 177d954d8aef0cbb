import type { TranslationTree } from '@venue/routes';

/** Strings of the login and complete-registration pages (namespace `auth`) (English). */
export default {
  login: {
    phoneHeading: 'Sign in',
    phoneIntro: 'Enter your phone number. We will text you a 4-digit code. If you do not have an account yet, we will create one.',
    countryCode: 'Country code',
    phoneNumber: 'Phone number',
    phoneHint: 'For example 500 600 700',
    sendCode: 'Send SMS code',
    codeHeading: 'Enter the code from the SMS',
    codeIntro: 'We sent an SMS code to {{phone}}.',
    code: 'SMS code',
    codeHint: '4 digits',
    verify: 'Sign in',
    resend: 'Send the code again',
    resendIn: 'You can request a new code {{when}}.',
    codeResent: 'We sent you a new code.',
    changeNumber: 'Change phone number',
    sessionExpired: 'Your session has expired. Please sign in again.',
    browseVenues: 'Browse venues without signing in',
    checkingMagicLink: 'Checking your sign-in link…',
    signingIn: 'Signing in…',
  },
  errors: {
    smsSendFailed: 'An error occurred while sending the SMS code. Please try again.',
    invalidCode: 'Incorrect SMS code. Please try again.',
    codeExpired: 'The code has expired. Please request a new one.',
    tooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
    magicLinkInvalid: 'This sign-in link is invalid or has expired. Please sign in with your phone number.',
  },
  registration: {
    heading: 'Complete registration',
    intro: 'Fill in your details to book venues and receive confirmations.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    emailHint: 'We will send booking confirmations there.',
    marketingConsent: 'I want to receive news and promotions by e-mail.',
    marketingConsentHint: 'You can withdraw your consent at any time in your account settings.',
    submit: 'Save and continue',
  },
} as const satisfies TranslationTree;
