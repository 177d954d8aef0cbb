import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:dumpAccount.*` (loaded with the page, see translations/page-parts.ts). */
export default {
  intro: 'Deleting your account cannot be undone. Before you confirm, here is what happens:',
  consequences: {
    reservations: 'Your future unpaid reservations are cancelled.',
    paidReservations: 'Paid reservations are not cancelled. If you want to cancel one of them, do it before deleting your account.',
    personalData: 'Your personal data (name, e-mail, phone, billing data, children’s profiles, game levels) is erased or anonymised.',
    financial: 'Financial records such as payments and invoices are kept for as long as the law requires.',
    signOut: 'You are signed out on every device.',
  },
  wallet: {
    balance:
      'Your wallet holds {{amount}}. Once the account is deleted you will no longer see it in the app: the record stays in the financial records, and you can ask the venue to pay it out, best before deleting the account.',
    unknown: 'We could not check your wallet balance. If it holds money, ask the venue to pay it out before deleting the account.',
  },
  understand: 'I understand that deleting my account cannot be undone.',
  understandRequired: 'Confirm that you understand what deleting the account means.',
  sendCode: 'Send SMS code',
  sendCodeHint: 'For your security, you confirm the deletion with an SMS code sent to the phone number of the account.',
  keepAccount: 'Keep my account, go back',
  codeIntro: 'We sent an SMS code to {{phone}}.',
  code: 'SMS code',
  codeHint: '4 digits',
  confirm: 'Delete my account permanently',
  resend: 'Send the code again',
  resendIn: 'You can request a new code {{when}}.',
  codeResent: 'We sent a new code.',
  invalidCode: 'Incorrect SMS code. Please try again.',
  codeExpired: 'The code has expired. Please request a new one.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  smsSendFailed: 'The SMS code could not be sent. Please try again.',
  deleteFailed: 'The account could not be deleted. Please try again.',
  deleted: 'Your account has been deleted.',
} as const satisfies TranslationShapeOf<typeof pl>;
