/**
 * Deleting the account as an explicit state machine, like the sign-in
 * (`host/src/features/auth/utils/login-state.ts`): each step carries exactly what it needs,
 * and an event that makes no sense in the current step leaves the state unchanged (a late
 * answer, a double submit). The deletion itself ends the page: the caller signs out and leaves.
 */
import type { DeletionError } from './deletion-errors';

interface CodeContext {
  /** The masked number the code went to, as the server wrote it. */
  readonly phone: string;
  /** Epoch ms from which another code may be requested. */
  readonly resendAt: number;
  readonly code: string;
  readonly error: DeletionError | null;
  /** A new code went out: said politely, not as an error. */
  readonly codeResent: boolean;
}

export type DeletionState =
  | {
      readonly step: 'explain';
      readonly understood: boolean;
      /** The reader tried to go on without ticking "I understand". */
      readonly showUnderstandError: boolean;
      readonly error: DeletionError | null;
    }
  | { readonly step: 'requesting'; readonly showUnderstandError: boolean }
  | ({ readonly step: 'code' } & CodeContext)
  | ({ readonly step: 'resending' } & CodeContext)
  | ({ readonly step: 'confirming' } & CodeContext);

export type DeletionEvent =
  | { readonly type: 'understood-changed'; readonly understood: boolean }
  | { readonly type: 'understand-missing' }
  | { readonly type: 'send-started' }
  | { readonly type: 'code-sent'; readonly phone: string; readonly resendAt: number }
  | { readonly type: 'send-failed'; readonly error: DeletionError }
  | { readonly type: 'code-changed'; readonly code: string }
  | { readonly type: 'code-rejected' }
  | { readonly type: 'confirm-started' }
  | { readonly type: 'confirm-failed'; readonly error: DeletionError };

export const initialDeletionState: DeletionState = { step: 'explain', understood: false, showUnderstandError: false, error: null };

export function deletionReducer(state: DeletionState, event: DeletionEvent): DeletionState {
  switch (event.type) {
    case 'understood-changed':
      return state.step === 'explain' ? { ...state, understood: event.understood } : state;
    case 'understand-missing':
      return state.step === 'explain' ? { ...state, showUnderstandError: true } : state;
    case 'send-started':
      if (state.step === 'explain') {
        return state.understood ? { step: 'requesting', showUnderstandError: state.showUnderstandError } : state;
      }
      return state.step === 'code' ? { ...state, step: 'resending', error: null, codeResent: false } : state;
    case 'code-sent': {
      const sent = { phone: event.phone, resendAt: event.resendAt, code: '', error: null };
      if (state.step === 'requesting') return { step: 'code', ...sent, codeResent: false };
      return state.step === 'resending' ? { step: 'code', ...sent, codeResent: true } : state;
    }
    case 'send-failed':
      if (state.step === 'requesting') {
        // The box stays ticked: the reader already said they understand.
        return { step: 'explain', understood: true, showUnderstandError: state.showUnderstandError, error: event.error };
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
  }
}
