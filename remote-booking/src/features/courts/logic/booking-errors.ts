import * as v from 'valibot';
import { apiMessageOf, isApiError } from '@venue/api';
import { BookingLimitBodySchema, type BookingLimit } from '@venue/api/schemas/reservation';
import { carnetErrorCode } from '../../../components/carnets';

/** Where the user goes to fix what the backend refused; the choices themselves are kept. */
export type ErrorRemedy = 'choose-slot' | 'options' | 'sign-in' | 'retry' | 'none';

export interface BookingErrorView {
  /** Key under `booking:courtsBooking.errors`, or in `ns` when set, or the whole `booking` key when `absolute`. */
  readonly key: string;
  /** A carnet refusal: `key` is `carnet.errors.<code>`, shared with every carnet screen. */
  readonly absolute?: true;
  /** Set for a message the API words itself (e.g. busy, try again in a moment), kept in `common`. */
  readonly ns?: 'common';
  readonly remedy: ErrorRemedy;
  /** Interpolation values, e.g. `{ count: 5 }` for a venue's limit (plural forms pick the words). */
  readonly params?: Readonly<Record<string, number>>;
}

// A venue's fair-use limit: the same booking can pass paid online (unpaid on-site) or shorter
// (series); past the active limit only cancelling or waiting helps, nothing in this flow.
const BY_LIMIT: Readonly<Record<BookingLimit, Pick<BookingErrorView, 'key' | 'remedy'>>> = {
  active_reservations: { key: 'limitActive', remedy: 'none' },
  unpaid_on_site: { key: 'limitUnpaidOnSite', remedy: 'options' },
  series_occurrences: { key: 'limitSeries', remedy: 'options' },
};

const BY_CODE: Readonly<Record<string, BookingErrorView>> = {
  CONFLICT: { key: 'slotTaken', remedy: 'choose-slot' },
  ADVANCE_LIMIT_EXCEEDED: { key: 'advanceLimit', remedy: 'choose-slot' },
  OUTSIDE_OPENING_HOURS: { key: 'outsideOpeningHours', remedy: 'choose-slot' },
  SLOT_IN_PAST: { key: 'slotInPast', remedy: 'choose-slot' },
  INVALID_DURATION: { key: 'invalidDuration', remedy: 'options' },
  REGULATIONS_NOT_ACCEPTED: { key: 'regulationsNotAccepted', remedy: 'options' },
  TOO_MANY_PARTNER_CARDS: { key: 'tooManyPartnerCards', remedy: 'options' },
  UNAUTHORIZED: { key: 'signInAgain', remedy: 'sign-in' },
  RATE_LIMITED: { key: 'rateLimited', remedy: 'retry' },
};

/** The localized message and the way forward for a failed booking. */
export function bookingErrorView(error: unknown): BookingErrorView {
  if (isApiError(error)) {
    if (error.status === 409) return BY_CODE.CONFLICT as BookingErrorView;
    if (error.code === 'BOOKING_LIMIT_REACHED') {
      const body = v.safeParse(BookingLimitBodySchema, error.body);
      if (body.success) return { ...BY_LIMIT[body.output.limit], params: { count: body.output.max } };
    }
    // A carnet the server refused: the player picks another way to pay, every other choice kept.
    const carnet = carnetErrorCode(error);
    if (carnet) return { key: `carnet.errors.${carnet}`, absolute: true, remedy: 'options' };
    const known = error.code ? BY_CODE[error.code] : undefined;
    if (known) return known;
    // SERVICE_BUSY (any 503): nothing was booked and the same request may pass in a moment.
    const message = apiMessageOf(error);
    if (message) return { key: message.messageKey, ns: 'common', remedy: 'retry' };
    if (error.kind === 'network' || error.kind === 'timeout') return { key: 'network', remedy: 'retry' };
  }
  return { key: 'createFailed', remedy: 'retry' };
}
