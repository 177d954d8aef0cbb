import { useCallback, useEffect, useRef, useState } from 'react';
import { issueCheckInQr } from '../../api/check-in';
import { loadActionStrings } from '../../translations/page-parts';

export interface IssuedCode {
  readonly token: string;
  readonly venueId: number;
  /** Epoch ms on this device's clock. */
  readonly expiresAt: number;
  readonly ttlSeconds: number;
}

export interface CheckInCode {
  readonly code: IssuedCode | null;
  readonly issuing: boolean;
  readonly error: unknown;
  /** Asks for a fresh code; resolves true when one arrived. */
  readonly issue: () => Promise<boolean>;
}

/**
 * The current check-in code of one venue. A new venue forgets the old code. The expiry is
 * placed on the local clock from the code's lifetime, not from `expires_at`: a phone whose
 * clock runs minutes off would otherwise show a wrong countdown or an already expired code.
 */
export function useCheckInCode(venueId: number | null): CheckInCode {
  const [state, setState] = useState<VenueCodeState>(() => idle(venueId));
  // Another venue starts afresh (React's "adjusting state when a prop changes", during render).
  let current = state;
  if (state.venueId !== venueId) {
    current = idle(venueId);
    setState(current);
  }
  const request = useRef<AbortController | null>(null);

  // Leaving a venue (or the page) drops its request; its answer would name the old venue.
  useEffect(() => () => request.current?.abort(), [venueId]);

  const issue = useCallback(async () => {
    if (venueId === null) return false;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState((previous) => ({ ...previous, issuing: true, error: null }));
    const sentAt = Date.now();
    try {
      // What an issued code says (its countdown, warning, announcements) comes with the first
      // one, so the code shows with its words; without them, the generic error.
      const [answer] = await Promise.all([issueCheckInQr(venueId, controller.signal), loadActionStrings()]);
      if (controller.signal.aborted) return false;
      const lifetimeMs = Date.parse(answer.expires_at) - Date.parse(answer.issued_at);
      const ttlMs = Number.isFinite(lifetimeMs) && lifetimeMs > 0 ? lifetimeMs : answer.ttl_seconds * 1000;
      // Counted from when the request left, so the screen never outlives the server's code.
      const code = { token: answer.token, venueId, expiresAt: sentAt + ttlMs, ttlSeconds: Math.round(ttlMs / 1000) };
      setState({ venueId, code, issuing: false, error: null });
      return true;
    } catch (failure) {
      if (controller.signal.aborted) return false;
      setState((previous) => ({ ...previous, issuing: false, error: failure }));
      return false;
    } finally {
      if (request.current === controller) request.current = null;
    }
  }, [venueId]);

  return { code: current.code, issuing: current.issuing, error: current.error, issue };
}

function idle(venueId: number | null): VenueCodeState {
  return { venueId, code: null, issuing: false, error: null };
}

interface VenueCodeState {
  readonly venueId: number | null;
  readonly code: IssuedCode | null;
  readonly issuing: boolean;
  readonly error: unknown;
}
