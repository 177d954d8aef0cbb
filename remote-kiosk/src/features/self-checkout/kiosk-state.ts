/**
 * The kiosk's screen as an explicit state machine (like the sign-in, `login-state.ts` in the host):
 * idle (waiting for a code, maybe saying why the last one was refused) → opening (asking the
 * server) → session (a player's day, with a deadline) → idle again. An event that makes no sense in
 * the current step leaves the state unchanged (a late answer after "done", a second scan while
 * one is being read). Nothing of a player outlives the session: idle carries no player data.
 */
import type { KioskSession } from '@venue/api/schemas/kiosk';

/** How long a session lasts without a touch on "more time" (WCAG 2.2.1: the player can extend it). */
export const SESSION_SECONDS = 60;
/** The countdown turns into a warning, announced once, this many seconds before the end. */
export const WARNING_SECONDS = 15;

export type Refusal =
  'expired' | 'invalid' | 'wrong-venue' | 'used' | 'unreadable' | 'rate-limited' | 'session-over' | 'network' | 'unknown';

export type KioskPanel = { readonly kind: 'list' } | { readonly kind: 'pay'; readonly reservationId: number };

export type KioskState =
  | { readonly step: 'idle'; readonly refusal: Refusal | null }
  | { readonly step: 'opening'; readonly code: string }
  | {
      readonly step: 'session';
      readonly session: KioskSession;
      /** Epoch ms at which the screen returns to idle. */
      readonly deadline: number;
      readonly panel: KioskPanel;
    };

export type KioskEvent =
  | { readonly type: 'scanned'; readonly code: string }
  | { readonly type: 'unreadable' }
  | { readonly type: 'opened'; readonly session: KioskSession; readonly now: number }
  | { readonly type: 'refused'; readonly refusal: Refusal }
  | { readonly type: 'session-updated'; readonly session: KioskSession }
  | { readonly type: 'more-time'; readonly now: number }
  | { readonly type: 'pay-opened'; readonly reservationId: number }
  | { readonly type: 'pay-closed' }
  | { readonly type: 'timed-out'; readonly now: number }
  | { readonly type: 'done' };

export const initialKioskState: KioskState = { step: 'idle', refusal: null };

export function kioskReducer(state: KioskState, event: KioskEvent): KioskState {
  switch (event.type) {
    case 'scanned':
      // A second code while one is read or a session is open waits for "done".
      return state.step === 'idle' ? { step: 'opening', code: event.code } : state;
    case 'unreadable':
      return state.step === 'idle' ? { step: 'idle', refusal: 'unreadable' } : state;
    case 'opened':
      return state.step === 'opening'
        ? { step: 'session', session: event.session, deadline: event.now + SESSION_SECONDS * 1000, panel: { kind: 'list' } }
        : state;
    case 'refused':
      if (state.step === 'opening') return { step: 'idle', refusal: event.refusal };
      // The server ended the session (its own limit, a revoked kiosk): back to idle, saying so.
      return state.step === 'session' && event.refusal === 'session-over' ? { step: 'idle', refusal: 'session-over' } : state;
    case 'session-updated':
      // Only the same session's fresh view replaces it; a late answer for an ended one is dropped.
      return state.step === 'session' && state.session.session_token === event.session.session_token
        ? { ...state, session: event.session }
        : state;
    case 'more-time':
      return state.step === 'session' ? { ...state, deadline: Math.max(state.deadline, event.now + SESSION_SECONDS * 1000) } : state;
    case 'pay-opened':
      return state.step === 'session' && state.session.reservations.some((r) => r.id === event.reservationId)
        ? { ...state, panel: { kind: 'pay', reservationId: event.reservationId } }
        : state;
    case 'pay-closed':
      return state.step === 'session' ? { ...state, panel: { kind: 'list' } } : state;
    case 'timed-out':
      // A late tick after "more time" moved the deadline is not the end.
      return state.step === 'session' && event.now >= state.deadline ? initialKioskState : state;
    case 'done':
      return state.step === 'session' ? initialKioskState : state;
  }
}

/** The refusal an API error code means on the idle screen. */
export function refusalOf(code: string | undefined, kind: string): Refusal {
  if (kind === 'network' || kind === 'timeout') return 'network';
  switch (code) {
    case 'CHECKIN_TOKEN_EXPIRED':
      return 'expired';
    case 'CHECKIN_TOKEN_INVALID':
    case 'VALIDATION_FAILED':
      return 'invalid';
    case 'CHECKIN_WRONG_VENUE':
      return 'wrong-venue';
    case 'CHECKIN_TOKEN_USED':
      return 'used';
    case 'RATE_LIMITED':
      return 'rate-limited';
    case 'KIOSK_SESSION_EXPIRED':
      return 'session-over';
    default:
      return 'unknown';
  }
}
