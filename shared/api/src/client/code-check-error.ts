import type { ApiError } from './api-error';

/**
 * What an answer to an SMS code check says about the code, the same for every purpose that
 * confirms with one (the account's deletion, a wallet withdrawal): the apps word these themselves.
 */
export type CodeCheckError =
  | { readonly kind: 'invalid-code' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'code-expired' }
  | { readonly kind: 'too-many-attempts' }
  | { readonly kind: 'rate-limited'; readonly seconds: number };

/**
 * The code-check failure an API error stands for, or null when it is about something else.
 * Callers recognise the error with `isApiError` from '@venue/api' first: in the browser that is the
 * one shared ApiError class, while this module is bundled into each app, so an `instanceof` here
 * would compare against a private copy and never match.
 */
export function codeCheckErrorOf(error: Pick<ApiError, 'code' | 'retryAfterSeconds'>): CodeCheckError | null {
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
    default:
      return null;
  }
}

/** Errors about the typed code itself belong on the code field; the rest (a rate limit, …) concern the whole step. */
export function isCodeFieldError(error: { readonly kind: string }): boolean {
  return error.kind === 'invalid-code' || error.kind === 'malformed' || error.kind === 'code-expired' || error.kind === 'too-many-attempts';
}
