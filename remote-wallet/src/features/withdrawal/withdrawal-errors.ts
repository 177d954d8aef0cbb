import { apiMessageOf, isApiError, type ApiMessage, type FieldError } from '@venue/api';
import { codeCheckErrorOf, isCodeFieldError, type CodeCheckError } from '@venue/api/code-check-error';

/** The form's fields, by the request's names (`WithdrawalRequestSchema`). */
export const WITHDRAWAL_FIELDS = ['amount', 'iban', 'account_owner'] as const;
export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number];

/** What is wrong with one field, as the form words it. */
export type WithdrawalFieldError =
  /** A key of the `common` namespace from the shared schema (the backend answers with the same ones). */
  | { readonly kind: 'validation'; readonly key: string; readonly params?: Readonly<Record<string, string | number>> }
  /** The amount is not a number of złoty ("12,5O"). */
  | { readonly kind: 'amount-format' }
  /** The amount exceeds the available balance (grosze), when known. */
  | { readonly kind: 'insufficient-funds'; readonly available: number | null };

export type WithdrawalFieldErrors = Readonly<Partial<Record<WithdrawalField, WithdrawalFieldError>>>;

/** Why a step failed, as the page words it. */
export type WithdrawalError =
  /** What the code check said (`codeCheckErrorOf`), a rate limit included. */
  | CodeCheckError
  /** The request to confirm is gone (it expired): a new code re-sends it. */
  | { readonly kind: 'no-open-withdrawal' }
  | { readonly kind: 'sms-send-failed' }
  | { readonly kind: 'request-failed' }
  | { readonly kind: 'confirm-failed' }
  | ApiMessage;

/** Errors about the typed code belong on the field; the rest concern the whole step. */
export { isCodeFieldError };

export function isWithdrawalField(path: string): path is WithdrawalField {
  return (WITHDRAWAL_FIELDS as readonly string[]).includes(path);
}

/** A field error of the shared schema or the backend (a `common` key with its params). */
export function validationError(error: FieldError): WithdrawalFieldError {
  return error.params ? { kind: 'validation', key: error.key, params: error.params } : { kind: 'validation', key: error.key };
}

/** A refused request: its field errors (shown on the form), or else one error for the step. */
export interface RequestFailure {
  readonly fieldErrors: WithdrawalFieldErrors;
  readonly error: WithdrawalError | null;
}

export function requestFailure(failure: unknown): RequestFailure {
  if (isApiError(failure)) {
    if (failure.code === 'INSUFFICIENT_FUNDS') {
      const available = failure.fieldErrors.amount?.params?.available;
      return {
        fieldErrors: { amount: { kind: 'insufficient-funds', available: typeof available === 'number' ? available : null } },
        error: null,
      };
    }
    const fieldErrors: Partial<Record<WithdrawalField, WithdrawalFieldError>> = {};
    for (const [path, error] of Object.entries(failure.fieldErrors)) {
      if (isWithdrawalField(path)) fieldErrors[path] = validationError(error);
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, error: null };
    if (failure.code === 'RATE_LIMITED')
      return { fieldErrors: {}, error: { kind: 'rate-limited', seconds: failure.retryAfterSeconds ?? 60 } };
    if (failure.code === 'SMS_SEND_FAILED') return { fieldErrors: {}, error: { kind: 'sms-send-failed' } };
  }
  return { fieldErrors: {}, error: apiMessageOf(failure) ?? { kind: 'request-failed' } };
}

export function confirmError(failure: unknown): WithdrawalError {
  const codeError = isApiError(failure) ? codeCheckErrorOf(failure) : null;
  if (codeError) return codeError;
  if (isApiError(failure) && failure.code === 'NO_OPEN_WITHDRAWAL') return { kind: 'no-open-withdrawal' };
  // A busy server confirmed nothing: ask for a retry, not "the withdrawal failed".
  return apiMessageOf(failure) ?? { kind: 'confirm-failed' };
}
