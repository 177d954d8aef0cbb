import { apiMessageOf, isApiError, type ApiMessage } from '@venue/api';
import { codeCheckErrorOf, isCodeFieldError, type CodeCheckError } from '@venue/api/code-check-error';

/** Why a step of the deletion failed, as the page words it. */
export type DeletionError =
  /** What the code check said (`codeCheckErrorOf`), a rate limit included. */
  CodeCheckError | { readonly kind: 'sms-send-failed' } | { readonly kind: 'delete-failed' } | ApiMessage | { readonly kind: 'generic' };

/** Errors about the typed code belong on the field; the rest concern the whole step. */
export { isCodeFieldError };

export function requestCodeError(error: unknown): DeletionError {
  if (isApiError(error)) {
    if (error.code === 'RATE_LIMITED') return { kind: 'rate-limited', seconds: error.retryAfterSeconds ?? 60 };
    if (error.code === 'SMS_SEND_FAILED') return { kind: 'sms-send-failed' };
  }
  return apiMessageOf(error) ?? { kind: 'generic' };
}

export function confirmError(error: unknown): DeletionError {
  const codeError = isApiError(error) ? codeCheckErrorOf(error) : null;
  if (codeError) return codeError;
  // A busy server deleted nothing: ask for a retry, not "deleting failed".
  const message = apiMessageOf(error);
  if (message) return message;
  if (isApiError(error) && error.kind === 'http') return { kind: 'delete-failed' };
  return { kind: 'generic' };
}
