import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@venue/api';
import type { EmailConfirmationResult } from '@venue/api/schemas/account';
import { confirmEmail } from '../../api/email';

export type ConfirmationState =
  | { readonly status: 'missing' }
  | { readonly status: 'confirming' }
  | { readonly status: 'confirmed'; readonly email: string }
  | { readonly status: 'expired' }
  | { readonly status: 'used' }
  /** Another account has confirmed this address: a new link would not help, another address would. */
  | { readonly status: 'taken' }
  | { readonly status: 'invalid' }
  | { readonly status: 'failed' };

// A link works once: React's development double effects, or a remount, must not send it twice
// and then report the second answer ("already used").
const sent = new Map<string, Promise<EmailConfirmationResult>>();

function confirmOnce(token: string): Promise<EmailConfirmationResult> {
  let pending = sent.get(token);
  if (!pending) {
    pending = confirmEmail(token);
    sent.set(token, pending);
    // Only a failure that may pass (network, 5xx) may be sent again, through "try again".
    pending.catch(() => sent.delete(token));
  }
  return pending;
}

function failureState(error: unknown): ConfirmationState {
  if (isApiError(error)) {
    if (error.code === 'EMAIL_TOKEN_EXPIRED') return { status: 'expired' };
    if (error.code === 'EMAIL_TOKEN_USED') return { status: 'used' };
    if (error.code === 'EMAIL_TAKEN') return { status: 'taken' };
    if (error.status === 404 || error.status === 400 || error.code === 'VALIDATION_FAILED') return { status: 'invalid' };
  }
  return { status: 'failed' };
}

/** Sends the link's token once and tells what came of it; `retry` sends it again after a failure. */
export function useConfirmation(token: string | null): { readonly state: ConfirmationState; readonly retry: () => void } {
  const trimmed = token?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  // The outcome with the attempt it answers: a new token or a retry reads as "confirming" until its own answer.
  const [outcome, setOutcome] = useState<{ readonly token: string; readonly attempt: number; readonly state: ConfirmationState } | null>(
    null,
  );

  useEffect(() => {
    if (!trimmed) return undefined;
    let current = true;
    confirmOnce(trimmed).then(
      (result) => {
        if (current) setOutcome({ token: trimmed, attempt, state: { status: 'confirmed', email: result.email } });
      },
      (error: unknown) => {
        if (current) setOutcome({ token: trimmed, attempt, state: failureState(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [trimmed, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ConfirmationState = !trimmed
    ? { status: 'missing' }
    : outcome && outcome.token === trimmed && outcome.attempt === attempt
      ? outcome.state
      : { status: 'confirming' };
  return { state, retry };
}

/** Forgets the tokens sent (tests only). */
export function resetSentConfirmations(): void {
  sent.clear();
}
