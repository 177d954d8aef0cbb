import * as v from 'valibot';
import { apiMessageOf, isApiError, type ApiError } from '@venue/api';
import { BookingLimitBodySchema, type BookingLimitBody } from '@venue/api/schemas/reservation';

/**
 * Where the player goes to fix what the server refused; the choices themselves are kept.
 * `choose-again`: what was being booked is gone (taken, past, too far ahead), pick another;
 * `change-choices`: the same thing can pass with other choices (payment, regulations, length);
 * `carnets`: the venue's passes; `none`: nothing in this flow helps.
 */
export type CheckoutRemedy = 'choose-again' | 'change-choices' | 'carnets' | 'sign-in' | 'retry' | 'none';

export interface CheckoutErrorView {
  /** Key under the kind's errors (`CheckoutErrorRules.keyPrefix`), or in `ns` when set, or the whole `booking` key when `absolute`. */
  readonly key: string;
  /** A message another module words (e.g. `carnet.errors.<code>`, shared with every carnet screen). */
  readonly absolute?: true;
  /** Set for a message the API words itself (e.g. busy, try again in a moment), kept in `common`. */
  readonly ns?: 'common';
  readonly remedy: CheckoutRemedy;
  /** Interpolation values, e.g. `{ max: 5 }` for a venue's limit. */
  readonly params?: Readonly<Record<string, number>>;
}

export type CheckoutErrorEntry = Pick<CheckoutErrorView, 'key' | 'remedy'>;

/** What a kind of booking adds on top of the shared refusals, or words differently. */
export interface CheckoutErrorRules {
  /** Its own codes, and shared ones it words otherwise; looked up before the shared ones. */
  readonly codes?: Readonly<Record<string, CheckoutErrorEntry>>;
  /** A 409 or `CONFLICT`, whatever else it says (the court went to someone else). */
  readonly conflict?: CheckoutErrorEntry;
  /** A venue's fair-use limit; by default `limitReached` with `{ max }`, fixed by other choices. */
  readonly limit?: (body: BookingLimitBody) => CheckoutErrorView;
  /** Asked before the codes, e.g. a carnet refusal worded by the carnet module; null: not one. */
  readonly special?: (error: ApiError) => CheckoutErrorView | null;
  /** The key for anything else (nothing was booked; trying again may pass). */
  readonly fallback: string;
}

/** Codes and their keys that share one remedy, as entries of `CheckoutErrorRules.codes`. */
export function withRemedy(remedy: CheckoutRemedy, keys: Readonly<Record<string, string>>): Record<string, CheckoutErrorEntry> {
  return Object.fromEntries(Object.entries(keys).map(([code, key]) => [code, { key, remedy }]));
}

// Refusals every booking can meet, worded under the same key by each kind.
const SHARED: Readonly<Record<string, CheckoutErrorEntry>> = {
  ...withRemedy('choose-again', { ADVANCE_LIMIT_EXCEEDED: 'advanceLimit', SLOT_IN_PAST: 'inPast' }),
  REGULATIONS_NOT_ACCEPTED: { key: 'regulationsNotAccepted', remedy: 'change-choices' },
  UNAUTHORIZED: { key: 'signInAgain', remedy: 'sign-in' },
  RATE_LIMITED: { key: 'rateLimited', remedy: 'retry' },
};

/** Refusals of a court's time, for whatever books one (a court, a private lesson): a kind spreads them into its codes. */
export const COURT_TIME_CODES: Readonly<Record<string, CheckoutErrorEntry>> = {
  OUTSIDE_OPENING_HOURS: { key: 'outsideOpeningHours', remedy: 'choose-again' },
  INVALID_DURATION: { key: 'invalidDuration', remedy: 'change-choices' },
};

const byLimit = (body: BookingLimitBody): CheckoutErrorView => ({
  key: 'limitReached',
  remedy: 'change-choices',
  params: { max: body.max },
});

/** The message and the way forward for a refused booking of any kind. */
export function checkoutErrorView(error: unknown, rules: CheckoutErrorRules): CheckoutErrorView {
  if (isApiError(error)) {
    if (rules.conflict && (error.status === 409 || error.code === 'CONFLICT')) return rules.conflict;
    if (error.code === 'BOOKING_LIMIT_REACHED') {
      const body = v.safeParse(BookingLimitBodySchema, error.body);
      if (body.success) return (rules.limit ?? byLimit)(body.output);
    }
    const special = rules.special?.(error);
    if (special) return special;
    const known = error.code ? (rules.codes?.[error.code] ?? SHARED[error.code]) : undefined;
    if (known) return known;
    // SERVICE_BUSY (any 503): nothing was booked and the same request may pass in a moment.
    const message = apiMessageOf(error);
    if (message) return { key: message.messageKey, ns: 'common', remedy: 'retry' };
    if (error.kind === 'network' || error.kind === 'timeout') return { key: 'network', remedy: 'retry' };
  }
  return { key: rules.fallback, remedy: 'retry' };
}
