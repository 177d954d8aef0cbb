/**
 * The payment module other booking features build on:
 * - `PaymentMethodFields` + `validatePaymentMethod` (errors are `booking` i18n keys; the fields
 *   translate them, a summary uses `t(key)`); the fields offer only the methods the venue takes
 *   (`usePaymentMethods`: `POST /autopay/getmethods` with the venue, cached per venue by SWR),
 * - `PriceSummary` (base, discount, service fee, total),
 * - `useStartPayment` (create → transfer redirect or BLIK status page, §8 error messages),
 * - `WalletOption` + `walletSplit`: pay from the wallet first, in full or with the rest by a method,
 * - `PaymentForm`, all of the above in one form.
 * Booking something and paying it at once is `../checkout`, built on this module.
 * Tests stub the transfer redirect with `jest.spyOn(pageNavigation, 'assign')` or the `assign` option.
 */
export {
  EMPTY_PAYMENT_METHOD,
  hasPaymentMethodErrors,
  isBlikCodeComplete,
  keepOffered,
  normalizeBlikCode,
  offeredMethods,
  offeredMethodsKind,
  type OfferedMethodsKind,
  validatePaymentMethod,
  type PaymentMethodErrors,
  type PaymentMethodId,
  type PaymentMethodValue,
} from './payment-method';
export { PaymentMethodFields, paymentMethodControlIds, type PaymentMethodFieldsProps } from './payment-method-fields';
export { useOfferedMethodsKind, usePaymentMethods, type PaymentMethodsState } from './use-payment-methods';
export { PriceSummary, priceTotal, type PriceSummaryProps } from './price-summary';
export { useStartPayment, type PaymentTarget, type StartPaymentOptions, type StartPaymentState } from './use-start-payment';
export { paymentFailureOf, type PaymentFailure } from './payment-errors';
export { pageNavigation } from './page-navigation';
export { retryPathOf } from './link-return';
export { PaymentForm, type PaymentFormProps } from './payment-form';
export { WalletOption, useWalletBalance, walletSplitText, type WalletOptionProps } from './wallet-option';
export { walletSplit, walletCoversAll, type WalletSplit } from './wallet-split';
