import { apiMessageOf, isApiError, type ApiMessage } from '@venue/api';

/** Why a step of the deletion failed, as the page words it. */
export type DeletionError =
  | { readonly kind: 'invalid-code' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'code-expired' }
  | { readonly kind: 'too-many-attempts' }
  | { readonly kind: 'sms-send-failed' }
  | { readonly kind: 'rate-limited'; readonly seconds: number }
  | { readonly kind: 'delete-failed' }
  | ApiMessage
  | { readonly kind: 'generic' };

/** Errors about the typed code belong on the field; the rest concern the whole step. */
export function isCodeFieldError(error: DeletionError): boolean {
  return error.kind === 'invalid-code' || error.kind === 'malformed' || error.kind === 'code-expired' || error.kind === 'too-many-attempts';
}

export function requestCodeError(error: unknown): DeletionError {
  if (isApiError(error)) {
    if (error.code === 'RATE_LIMITED') return { kind: 'rate-limited', seconds: error.retryAfterSeconds ?? 60 };
    if (error.code === 'SMS_SEND_FAILED') return { kind: 'sms-send-failed' };
  }
  return apiMessageOf(error) ?? { kind: 'generic' };
}

export function confirmError(error: unknown): DeletionError {
  if (isApiError(error)) {
    switch (error.code) {
      case 'INVALID_CODE':
        return { kind: 'invalid-code' };
      case 'VALIDATION_FAILED':
        return { kind: 'malformed' };
      case 'CODE_EXPIRED':
        return { kind: 'code-expired' };
      case 'TOO_MANY_ATTEMPTS':
        return { kind: 'too-many-attempts' };
      case 'RATE_LIMITED':
        return { kind: 'rate-limited', seconds: error.retryAfterSeconds ?? 60 };
      default: {
        // A busy server deleted nothing: ask for a retry, not "deleting failed".
        const message = apiMessageOf(error);
        if (message) return message;
        if (error.kind === 'http') return { kind: 'delete-failed' };
      }
    }
  }
  return { kind: 'generic' };
}
