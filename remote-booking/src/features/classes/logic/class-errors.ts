import { checkoutErrorView, withRemedy, type CheckoutErrorRules, type CheckoutErrorView } from '../../../components/checkout';

/** A class's refusals on top of the checkout's shared ones; keys under `booking:classes.errors`. */
export const CLASS_SIGN_UP_ERRORS: CheckoutErrorRules = {
  codes: {
    ...withRemedy('choose-again', {
      CLASS_FULL: 'full',
      CLASS_NOT_FOUND: 'notFound',
      CLASS_CANCELLED: 'cancelled',
      ALREADY_SIGNED_UP: 'alreadySignedUp',
    }),
    // A carnet refused: another carnet or way to pay, worded for a class.
    ...withRemedy('change-choices', {
      CARNET_NOT_FOUND: 'carnetNotFound',
      CARNET_EXPIRED: 'carnetExpired',
      CARNET_USED_UP: 'carnetUsedUp',
      CARNET_NOT_PAID: 'carnetNotPaid',
      CARNET_HOURS_NOT_MATCHED: 'carnetHours',
      CARNET_NOT_FOR_THIS_COURT: 'carnetNotForThisClass',
      CARNET_INSUFFICIENT_VALUE: 'carnetInsufficientValue',
      VALIDATION_FAILED: 'invalidChoice',
    }),
    CARNET_REQUIRED: { key: 'carnetRequired', remedy: 'carnets' },
  },
  fallback: 'failed',
};

/** The localized message and the way forward for a refused sign-up. */
export function classErrorView(error: unknown): CheckoutErrorView {
  return checkoutErrorView(error, CLASS_SIGN_UP_ERRORS);
}
