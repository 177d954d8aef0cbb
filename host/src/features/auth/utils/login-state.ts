/**
 * The phone login as an explicit state machine: each step carries exactly the data it needs,
 * and an event that makes no sense in the current step leaves the state unchanged (a late
 * answer after "change number", a double submit).
 */

export interface PhoneInput {
  /** Calling code with its plus, e.g. "+48". */
  readonly countryCode: string;
  /** As typed: "500 600 700". */
  readonly nationalNumber: string;
}

/** The API named its own message (key in `common`, e.g. "busy, try again in a moment"); it wins over a step's fallback. */
export interface ApiMessageError {
  readonly kind: 'api-message';
  readonly messageKey: string;
}

/** A 429: the deadline, not a number of seconds, so the message can count down to it. */
export interface RateLimitedError {
  readonly kind: 'rate-limited';
  /** Epoch ms at which the action is allowed again. */
  readonly until: number;
}

/**
 * Keys of the number field (namespace `common`): the form's own checks, and the backend's refusal
 * of a valid number it sends no code to (not a mobile, or a country it does not text), which only
 * its full phone metadata can tell.
 */
export type PhoneValidationKey =
  'validation.required' | 'validation.phone' | 'validation.phoneNotMobile' | 'validation.phoneCountryNotServed';

export type PhoneError =
  | { readonly kind: 'validation'; readonly key: PhoneValidationKey }
  | { readonly kind: 'send-failed' }
  | RateLimitedError
  | { readonly kind: 'magic-link-invalid' }
  | ApiMessageError
  | { readonly kind: 'generic' };

export type CodeError =
  | { readonly kind: 'malformed' }
  | { readonly kind: 'invalid-code' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'too-many-attempts' }
  | RateLimitedError
  | { readonly kind: 'send-failed' }
  | ApiMessageError
  | { readonly kind: 'generic' };

interface PhoneContext {
  readonly phone: PhoneInput;
  readonly error: PhoneError | null;
  /** Epoch ms until which sending is refused (after a 429). */
  readonly sendBlockedUntil: number | null;
}

interface CodeContext {
  readonly phone: PhoneInput;
  /** The number the code went to, in E.164 (`+48500600700`), for showing it grouped. */
  readonly phoneE164: string;
  readonly code: string;
  /** Epoch ms from which another code may be requested. */
  readonly resendAt: number;
  /** Epoch ms until which checking a code is refused (after a 429). */
  readonly verifyBlockedUntil: number | null;
  readonly error: CodeError | null;
  /** A new code went out: said politely, not as an error. */
  readonly codeResent: boolean;
}

export type LoginState =
  | { readonly step: 'magic-link' }
  | ({ readonly step: 'phone' } & PhoneContext)
  | { readonly step: 'sending'; readonly phone: PhoneInput }
  | ({ readonly step: 'code' } & CodeContext)
  | ({ readonly step: 'verifying' } & CodeContext)
  | ({ readonly step: 'resending' } & CodeContext)
  | { readonly step: 'signed-in'; readonly registrationRequired: boolean };

export type LoginEvent =
  | { readonly type: 'phone-changed'; readonly phone: PhoneInput }
  | { readonly type: 'phone-rejected'; readonly error: PhoneError }
  | { readonly type: 'send-started' }
  | { readonly type: 'code-sent'; readonly resendAt: number; readonly phoneE164: string }
  | { readonly type: 'send-failed'; readonly error: PhoneError; readonly blockedUntil: number | null }
  | { readonly type: 'code-changed'; readonly code: string }
  | { readonly type: 'code-rejected' }
  | { readonly type: 'verify-started' }
  | { readonly type: 'verify-failed'; readonly error: CodeError; readonly blockedUntil: number | null }
  | { readonly type: 'resend-started' }
  | { readonly type: 'code-resent'; readonly resendAt: number }
  | { readonly type: 'resend-failed'; readonly error: CodeError; readonly resendAt: number | null }
  | { readonly type: 'change-number' }
  | { readonly type: 'limit-expired' }
  | { readonly type: 'magic-link-failed'; readonly error: PhoneError }
  | { readonly type: 'signed-in'; readonly registrationRequired: boolean };

export const DEFAULT_COUNTRY_CODE = '+48';

const EMPTY_PHONE: PhoneInput = { countryCode: DEFAULT_COUNTRY_CODE, nationalNumber: '' };

function phoneStep(phone: PhoneInput, error: PhoneError | null = null, sendBlockedUntil: number | null = null): LoginState {
  return { step: 'phone', phone, error, sendBlockedUntil };
}

/** A `?magic_token=` link starts by checking the link; otherwise with the phone form. */
export function initialLoginState(hasMagicToken: boolean): LoginState {
  return hasMagicToken ? { step: 'magic-link' } : phoneStep(EMPTY_PHONE);
}

function codeContext(state: LoginState): CodeContext | null {
  return state.step === 'code' || state.step === 'verifying' || state.step === 'resending' ? state : null;
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'phone-changed':
      if (state.step !== 'phone') return state;
      // Editing clears an error about the number, but not a rate limit still running.
      return { ...state, phone: event.phone, error: state.error?.kind === 'rate-limited' ? state.error : null };
    case 'phone-rejected':
      return state.step === 'phone' ? { ...state, error: event.error } : state;
    case 'send-started':
      return state.step === 'phone' ? { step: 'sending', phone: state.phone } : state;
    case 'code-sent':
      return state.step === 'sending'
        ? {
            step: 'code',
            phone: state.phone,
            phoneE164: event.phoneE164,
            code: '',
            resendAt: event.resendAt,
            verifyBlockedUntil: null,
            error: null,
            codeResent: false,
          }
        : state;
    case 'send-failed':
      return state.step === 'sending' ? phoneStep(state.phone, event.error, event.blockedUntil) : state;
    case 'code-changed':
      if (state.step !== 'code') return state;
      return { ...state, code: event.code, error: state.error?.kind === 'rate-limited' ? state.error : null };
    case 'code-rejected':
      return state.step === 'code' ? { ...state, error: { kind: 'malformed' }, codeResent: false } : state;
    case 'verify-started':
      return state.step === 'code' ? { ...state, step: 'verifying', error: null, codeResent: false } : state;
    case 'verify-failed':
      return state.step === 'verifying' ? { ...state, step: 'code', error: event.error, verifyBlockedUntil: event.blockedUntil } : state;
    case 'resend-started':
      return state.step === 'code' ? { ...state, step: 'resending', codeResent: false } : state;
    case 'code-resent':
      return state.step === 'resending'
        ? { ...state, step: 'code', code: '', resendAt: event.resendAt, error: null, codeResent: true }
        : state;
    case 'resend-failed':
      return state.step === 'resending'
        ? { ...state, step: 'code', error: event.error, resendAt: event.resendAt ?? state.resendAt }
        : state;
    case 'change-number': {
      const context = codeContext(state);
      return context && state.step !== 'verifying' ? phoneStep(context.phone) : state;
    }
    case 'limit-expired':
      if (state.step === 'phone') {
        return { ...state, sendBlockedUntil: null, error: state.error?.kind === 'rate-limited' ? null : state.error };
      }
      if (state.step === 'code') {
        return { ...state, verifyBlockedUntil: null, error: state.error?.kind === 'rate-limited' ? null : state.error };
      }
      return state;
    case 'magic-link-failed':
      return state.step === 'magic-link' ? phoneStep(EMPTY_PHONE, event.error) : state;
    case 'signed-in':
      return state.step === 'verifying' || state.step === 'magic-link'
        ? { step: 'signed-in', registrationRequired: event.registrationRequired }
        : state;
  }
}
