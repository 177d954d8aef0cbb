import { isApiError } from '@venue/api';

/** What a failed door command means for the user. */
export type DoorFailure =
  | { readonly kind: 'not-allowed' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'rate-limited'; readonly seconds: number }
  | { readonly kind: 'generic' };

export function doorFailure(error: unknown): DoorFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.code === 'DOOR_NOT_ALLOWED' || error.code === 'NO_VENUE_PROFILE' || error.status === 403) return { kind: 'not-allowed' };
  if (error.code === 'RATE_LIMITED') return { kind: 'rate-limited', seconds: error.retryAfterSeconds ?? 60 };
  // The controller (or the relay in front of it) did not carry the command out.
  if (error.code === 'DOOR_OPEN_FAILED' || (error.status !== null && error.status >= 500)) return { kind: 'failed' };
  return { kind: 'generic' };
}
