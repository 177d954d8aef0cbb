/**
 * Withdrawing money as an explicit state machine, like the account deletion
 * (`remote-account/src/features/dump-account/deletion-state.ts`): each step carries exactly what
 * it needs, and an event that makes no sense in the current step leaves the state unchanged (a
 * late answer, a double submit). What was typed survives every failure.
 *
 *   idle → form ⇄ review → requesting → code ⇄ resending
 *                                        code → confirming → done → idle
 */
import type { Withdrawal } from '@venue/api/schemas/wallet';
import type { WithdrawalRequest } from '@venue/api/schemas/withdrawal';
import type { WithdrawalError, WithdrawalField, WithdrawalFieldErrors } from './withdrawal-errors';

/** The form as typed: the amount in złoty with a decimal comma ("120,50"). */
export interface WithdrawalValues {
  readonly amount: string;
  readonly iban: string;
  readonly account_owner: string;
}

interface Prepared {
  readonly values: WithdrawalValues;
  /** What the shared schema made of the values: grosze, normalised IBAN. Re-posted by "send again". */
  readonly request: WithdrawalRequest;
}

interface CodeContext extends Prepared {
  /** The open request the code confirms. */
  readonly withdrawal: Withdrawal;
  /** Epoch ms from which another code may be requested. */
  readonly resendAt: number;
  readonly code: string;
  readonly error: WithdrawalError | null;
  /** A new code went out: said politely, not as an error. */
  readonly codeResent: boolean;
}

export type WithdrawalState =
  | { readonly step: 'idle' }
  | {
      readonly step: 'form';
      readonly values: WithdrawalValues;
      readonly fieldErrors: WithdrawalFieldErrors;
    }
  /** The amount and the masked account restated before anything is frozen. */
  | ({ readonly step: 'review'; readonly error: WithdrawalError | null } & Prepared)
  | ({ readonly step: 'requesting' } & Prepared)
  | ({ readonly step: 'code' } & CodeContext)
  | ({ readonly step: 'resending' } & CodeContext)
  | ({ readonly step: 'confirming' } & CodeContext)
  | { readonly step: 'done'; readonly withdrawal: Withdrawal };

export type WithdrawalEvent =
  | { readonly type: 'opened'; readonly values: WithdrawalValues }
  | { readonly type: 'closed' }
  | { readonly type: 'value-changed'; readonly field: WithdrawalField; readonly value: string }
  | { readonly type: 'form-refused'; readonly fieldErrors: WithdrawalFieldErrors }
  | { readonly type: 'form-accepted'; readonly request: WithdrawalRequest }
  | { readonly type: 'edit' }
  | { readonly type: 'send-started' }
  | { readonly type: 'code-sent'; readonly withdrawal: Withdrawal; readonly resendAt: number }
  | { readonly type: 'send-failed'; readonly fieldErrors: WithdrawalFieldErrors; readonly error: WithdrawalError | null }
  | { readonly type: 'code-changed'; readonly code: string }
  | { readonly type: 'code-rejected' }
  | { readonly type: 'confirm-started' }
  | { readonly type: 'confirm-failed'; readonly error: WithdrawalError }
  | { readonly type: 'confirmed'; readonly withdrawal: Withdrawal };

export const initialWithdrawalState: WithdrawalState = { step: 'idle' };

const NO_FIELD_ERRORS: WithdrawalFieldErrors = {};

function withoutField(errors: WithdrawalFieldErrors, field: WithdrawalField): WithdrawalFieldErrors {
  if (errors[field] === undefined) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

export function withdrawalReducer(state: WithdrawalState, event: WithdrawalEvent): WithdrawalState {
  switch (event.type) {
    case 'opened':
      return state.step === 'idle' || state.step === 'done' ? { step: 'form', values: event.values, fieldErrors: NO_FIELD_ERRORS } : state;
    case 'closed':
      // Once a code is on its way the amount is frozen: the flow ends by confirming (or the request expires).
      return state.step === 'form' || state.step === 'review' || state.step === 'done' ? initialWithdrawalState : state;
    case 'value-changed':
      if (state.step !== 'form') return state;
      // The field being corrected stops saying what was wrong with it; the others keep theirs.
      return {
        ...state,
        values: { ...state.values, [event.field]: event.value },
        fieldErrors: withoutField(state.fieldErrors, event.field),
      };
    case 'form-refused':
      return state.step === 'form' ? { ...state, fieldErrors: event.fieldErrors } : state;
    case 'form-accepted':
      return state.step === 'form' ? { step: 'review', values: state.values, request: event.request, error: null } : state;
    case 'edit':
      return state.step === 'review' ? { step: 'form', values: state.values, fieldErrors: NO_FIELD_ERRORS } : state;
    case 'send-started':
      if (state.step === 'review') return { step: 'requesting', values: state.values, request: state.request };
      // "Send again" re-posts the same request: a new code for a new request.
      return state.step === 'code' ? { ...state, step: 'resending', error: null, codeResent: false } : state;
    case 'code-sent': {
      const sent = { withdrawal: event.withdrawal, resendAt: event.resendAt, code: '', error: null };
      if (state.step === 'requesting') return { step: 'code', values: state.values, request: state.request, ...sent, codeResent: false };
      return state.step === 'resending' ? { ...state, step: 'code', ...sent, codeResent: true } : state;
    }
    case 'send-failed':
      if (state.step === 'requesting') {
        // A refused field goes back to the form, marked; anything else stays on the restatement to try again.
        return Object.keys(event.fieldErrors).length > 0
          ? { step: 'form', values: state.values, fieldErrors: event.fieldErrors }
          : { step: 'review', values: state.values, request: state.request, error: event.error };
      }
      return state.step === 'resending' ? { ...state, step: 'code', error: event.error } : state;
    case 'code-changed':
      if (state.step !== 'code' && state.step !== 'resending') return state;
      // Typing answers "the code is malformed"; what the server said stays until the next try.
      return { ...state, code: event.code, error: state.error?.kind === 'malformed' ? null : state.error };
    case 'code-rejected':
      return state.step === 'code' ? { ...state, error: { kind: 'malformed' }, codeResent: false } : state;
    case 'confirm-started':
      return state.step === 'code' ? { ...state, step: 'confirming', error: null, codeResent: false } : state;
    case 'confirm-failed':
      return state.step === 'confirming' ? { ...state, step: 'code', error: event.error } : state;
    case 'confirmed':
      return state.step === 'confirming' ? { step: 'done', withdrawal: event.withdrawal } : state;
  }
}
