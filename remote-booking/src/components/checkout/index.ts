/**
 * Booking and paying, the same for everything a player books (a court, a class, a private lesson,
 * a course enrolment); built on the payment module (`../payment`), which pays what already exists:
 * - `checkoutReducer`: choosing the tender → submitting → unpaid → paying → failed / paid, or done
 *   when nothing is paid now;
 * - `useCheckout`: checks the tender, sends the kind's request, pays at once (online, not a
 *   series), again after a failure without booking twice, sends an online series to its page;
 * - `CheckoutActions`: the footer (wallet, BLIK / transfer, price, notes, errors, back and book);
 * - `checkoutErrorView` + `CheckoutError`: the refusals every booking can meet, each kind adding
 *   its own codes (`CheckoutErrorRules`).
 */
export * from './checkout-state';
export {
  COURT_TIME_CODES,
  checkoutErrorView,
  withRemedy,
  type CheckoutErrorEntry,
  type CheckoutErrorRules,
  type CheckoutErrorView,
  type CheckoutRemedy,
} from './checkout-errors';
export { useCheckout, type Checkout, type CheckoutAnswer, type CheckoutInput, type Tender } from './use-checkout';
export { CheckoutActions, type CheckoutActionsProps, type CheckoutPrice } from './checkout-actions';
export { CheckoutError, type CheckoutErrorProps, type CheckoutRemedyAction } from './checkout-error';
