// The withdrawal request and its confirmation: what only the withdrawal form and the backend need.
// Apart from wallet.ts so that the IBAN check (ibantools) ships with the form's lazy chunk, not
// with the wallet page's first one; the withdrawal read schemas (`WithdrawalSchema`, states) stay
// in wallet.ts.
import { isValidIBAN } from 'ibantools';
import * as v from 'valibot';

const GROSZE_PER_ZLOTY = 100;

/**
 * Withdrawal bounds, grosze. The spec leaves them open; the reasons (a venue's cash flow, bank
 * fees, fraud) are in the backend README's "Wallet" section.
 */
export const WITHDRAWAL_MIN_GROSZE = 10 * GROSZE_PER_ZLOTY;
export const WITHDRAWAL_MAX_GROSZE = 5_000 * GROSZE_PER_ZLOTY;

/** A Polish account number: 26 digits, `PL` optional, spaces allowed; the checksum is verified by ibantools. */
export function normalizePolishIban(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  const withCountry = /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
  if (!/^PL\d{26}$/.test(withCountry)) return null;
  return isValidIBAN(withCountry) ? withCountry : null;
}

/** `POST /user_wallet/withdrawal_request`: `amount` in grosze; `iban` is normalised to `PL` + 26 digits. */
export const WithdrawalRequestSchema = v.object({
  amount: v.pipe(
    v.number('validation.required'),
    v.integer('validation.invalid'),
    v.minValue(WITHDRAWAL_MIN_GROSZE, 'wallet:validation.withdrawalMin'),
    v.maxValue(WITHDRAWAL_MAX_GROSZE, 'wallet:validation.withdrawalMax'),
  ),
  iban: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(40, 'wallet:validation.iban'),
    v.check((value) => normalizePolishIban(value) !== null, 'wallet:validation.iban'),
    v.transform((value) => normalizePolishIban(value) ?? value),
  ),
  account_owner: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(120, 'validation.maxLength'),
    // A full name: at least two words of letters (hyphens and apostrophes allowed), no digits or control characters.
    v.regex(/^[\p{L}][\p{L}'’.-]*(\s+[\p{L}][\p{L}'’.-]*)+$/u, 'wallet:validation.fullName'),
  ),
});
export type WithdrawalRequest = v.InferOutput<typeof WithdrawalRequestSchema>;
export type WithdrawalRequestInput = v.InferInput<typeof WithdrawalRequestSchema>;

/** `POST /user_wallet/withdrawal_confirm`: the SMS code confirms the user's one open request. */
export const WithdrawalConfirmSchema = v.object({
  verification_code: v.pipe(v.string('validation.required'), v.regex(/^\d{4}$/, 'validation.otpCode')),
});
export type WithdrawalConfirm = v.InferOutput<typeof WithdrawalConfirmSchema>;
