import type { BookingLimit } from '@venue/api/schemas/reservation';
import {
  COURT_TIME_CODES,
  checkoutErrorView,
  type CheckoutErrorEntry,
  type CheckoutErrorRules,
  type CheckoutErrorView,
} from '../../../components/checkout';
import { carnetErrorCode } from '../../../components/carnets';

// A venue's fair-use limit: the same booking can pass paid online (unpaid on-site) or shorter
// (series); past the active limit only cancelling or waiting helps, nothing in this flow.
const BY_LIMIT: Readonly<Record<BookingLimit, CheckoutErrorEntry>> = {
  active_reservations: { key: 'limitActive', remedy: 'none' },
  unpaid_on_site: { key: 'limitUnpaidOnSite', remedy: 'change-choices' },
  series_occurrences: { key: 'limitSeries', remedy: 'change-choices' },
};

/** A court's refusals on top of the checkout's shared ones; keys under `booking:courtsBooking.errors`. */
export const COURT_BOOKING_ERRORS: CheckoutErrorRules = {
  conflict: { key: 'slotTaken', remedy: 'choose-again' },
  limit: (body) => ({ ...BY_LIMIT[body.limit], params: { count: body.max } }),
  // A carnet the server refused: the player picks another way to pay, every other choice kept.
  special: (error) => {
    const carnet = carnetErrorCode(error);
    return carnet ? { key: `carnet.errors.${carnet}`, absolute: true, remedy: 'change-choices' } : null;
  },
  codes: {
    ...COURT_TIME_CODES,
    SLOT_IN_PAST: { key: 'slotInPast', remedy: 'choose-again' },
    TOO_MANY_PARTNER_CARDS: { key: 'tooManyPartnerCards', remedy: 'change-choices' },
    // The box is off without billing data; this is a profile emptied in another tab, or an old client.
    BILLING_DATA_REQUIRED: { key: 'invoiceNeedsBilling', remedy: 'change-choices' },
  },
  fallback: 'createFailed',
};

/** The localized message and the way forward for a failed court booking. */
export function bookingErrorView(error: unknown): CheckoutErrorView {
  return checkoutErrorView(error, COURT_BOOKING_ERRORS);
}
