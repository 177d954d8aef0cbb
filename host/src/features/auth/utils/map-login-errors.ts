import { GENERIC_ERROR_KEY, isApiError } from '@venue/api';
import type { ApiMessageError, CodeError, PhoneError, PhoneValidationKey } from './login-state';

/** The backend's reasons for refusing a number the form accepted; any other is "invalid number". */
const SERVER_PHONE_KEYS: readonly PhoneValidationKey[] = ['validation.phoneNotMobile', 'validation.phoneCountryNotServed'];

/** Used when a 429 arrives without a wait: the backend's minimum gap between two codes. */
const FALLBACK_RETRY_SECONDS = 60;

export interface MappedError<E> {
  readonly error: E;
  /** Epoch ms until which the action stays disabled, when limited. */
  readonly blockedUntil: number | null;
}

export function isCancelled(error: unknown): boolean {
  return isApiError(error) && error.kind === 'cancel';
}

function rateLimit(error: unknown, now: number): { until: number } | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds ?? FALLBACK_RETRY_SECONDS;
  return { until: now + seconds * 1000 };
}

/** The API's own message when it says more than "an error occurred" (a busy server is not a failed SMS). */
function apiMessage(error: unknown): ApiMessageError | null {
  return isApiError(error) && error.messageKey !== GENERIC_ERROR_KEY ? { kind: 'api-message', messageKey: error.messageKey } : null;
}

/** Why sending a code failed. Anything but a limit, a rejected number or the API's own message reads "sending failed". */
export function phoneErrorFrom(error: unknown, now: number): MappedError<PhoneError> {
  const limit = rateLimit(error, now);
  if (limit) return { error: { kind: 'rate-limited', until: limit.until }, blockedUntil: limit.until };
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
    const serverKey = error.fieldErrors.phone_number_without_country_code?.key;
    const key = SERVER_PHONE_KEYS.find((known) => known === serverKey) ?? 'validation.phone';
    return { error: { kind: 'validation', key }, blockedUntil: null };
  }
  return { error: apiMessage(error) ?? { kind: 'send-failed' }, blockedUntil: null };
}

/** Why resending a code failed; shown on the code step. */
export function resendErrorFrom(error: unknown, now: number): { error: CodeError; resendAt: number | null } {
  const limit = rateLimit(error, now);
  if (limit) return { error: { kind: 'rate-limited', until: limit.until }, resendAt: limit.until };
  return { error: apiMessage(error) ?? { kind: 'send-failed' }, resendAt: null };
}

/** Why checking a code failed. */
export function codeErrorFrom(error: unknown, now: number): MappedError<CodeError> {
  const limit = rateLimit(error, now);
  if (limit && isApiError(error) && error.retryAfterSeconds !== null) {
    return { error: { kind: 'rate-limited', until: limit.until }, blockedUntil: limit.until };
  }
  if (!isApiError(error) || error.kind !== 'http') return { error: { kind: 'generic' }, blockedUntil: null };
  if (error.status === 429 || error.code === 'TOO_MANY_ATTEMPTS') {
    return { error: { kind: 'too-many-attempts' }, blockedUntil: null };
  }
  switch (error.code) {
    case 'INVALID_CODE':
      return { error: { kind: 'invalid-code' }, blockedUntil: null };
    case 'CODE_EXPIRED':
      return { error: { kind: 'expired' }, blockedUntil: null };
    case 'VALIDATION_FAILED':
      return { error: { kind: error.fieldErrors.code ? 'malformed' : 'invalid-code' }, blockedUntil: null };
    default:
      return { error: apiMessage(error) ?? { kind: 'generic' }, blockedUntil: null };
  }
}

/** Why a magic link did not sign in. */
export function magicLinkErrorFrom(error: unknown): PhoneError {
  if (isApiError(error) && (error.code === 'INVALID_CODE' || error.code === 'VALIDATION_FAILED' || error.code === 'CODE_EXPIRED')) {
    return { kind: 'magic-link-invalid' };
  }
  return apiMessage(error) ?? { kind: 'generic' };
}
