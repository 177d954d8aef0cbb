import { COURT_TIME_CODES, checkoutErrorView, type CheckoutErrorRules, type CheckoutErrorView } from '../../../components/checkout';

/** A private lesson's refusals on top of the checkout's shared ones; keys under `booking:trainers.errors`. */
export const LESSON_BOOKING_ERRORS: CheckoutErrorRules = {
  // The court in that time went to someone else: the day's slots are asked again.
  conflict: { key: 'courtTaken', remedy: 'choose-again' },
  codes: { ...COURT_TIME_CODES, TRAINER_NOT_AVAILABLE: { key: 'trainerNotAvailable', remedy: 'choose-again' } },
  fallback: 'failed',
};

/** The localized message for a refused private lesson; `choose-again`: the slot is gone, choose another. */
export function lessonErrorView(error: unknown): CheckoutErrorView {
  return checkoutErrorView(error, LESSON_BOOKING_ERRORS);
}
