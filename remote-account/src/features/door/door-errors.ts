import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { apiMessageOf, isApiError, type ApiMessage } from '@venue/api';
import { DoorWindowSchema } from '@venue/api/schemas/door';

/** What a failed door command means for the user. */
export type DoorFailure =
  | { readonly kind: 'not-allowed'; readonly minutesBefore: number | null }
  | { readonly kind: 'payment-required' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'rate-limited'; readonly seconds: number }
  | ApiMessage
  | { readonly kind: 'generic' };

export function doorFailure(error: unknown): DoorFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  // The reservation is in the window but unpaid, and this venue opens only for paid ones.
  if (error.code === 'DOOR_PAYMENT_REQUIRED') return { kind: 'payment-required' };
  if (error.code === 'DOOR_NOT_ALLOWED' || error.code === 'NO_VENUE_PROFILE' || error.status === 403) {
    // The window is server configuration (DOOR_OPEN_BEFORE_MINUTES); a refusal that states it
    // wins over the one the page loaded.
    const body = v.safeParse(DoorWindowSchema, error.body);
    return { kind: 'not-allowed', minutesBefore: body.success ? body.output.open_before_minutes : null };
  }
  if (error.code === 'RATE_LIMITED') return { kind: 'rate-limited', seconds: error.retryAfterSeconds ?? 60 };
  // Our database was too busy to take the request: the door was never tried, so "try again in a
  // moment". A bare 503 without a code stays below: it comes from the relay in front of the door.
  const busy = error.code === 'SERVICE_BUSY' ? apiMessageOf(error) : null;
  if (busy) return busy;
  // The controller (or the relay in front of it) did not carry the command out.
  if (error.code === 'DOOR_OPEN_FAILED' || (error.status !== null && error.status >= 500)) return { kind: 'failed' };
  return { kind: 'generic' };
}

/** A refusal's wording: the actions part's doorRefusal, or the common namespace's errors. */
export function doorFailureText(
  failure: DoorFailure,
  t: TFunction,
  waitText: (seconds: number) => string,
  windowMinutes: number | null,
): string {
  switch (failure.kind) {
    case 'not-allowed': {
      const minutes = failure.minutesBefore ?? windowMinutes;
      return minutes === null ? t('actions.doorRefusal.notAllowedNoWindow') : t('actions.doorRefusal.notAllowed', { count: minutes });
    }
    case 'payment-required':
      return t('actions.doorRefusal.paymentRequired');
    case 'failed':
      return t('actions.doorRefusal.failed');
    case 'rate-limited':
      return t('errors.rateLimited', { ns: 'common', when: waitText(failure.seconds) });
    case 'api-message':
      return t(failure.messageKey, { ns: 'common' });
    default:
      return t('errors.generic', { ns: 'common' });
  }
}
