import { PAYMENT_METHOD_BLIK, type PAYMENT_METHOD_TRANSFER } from '@venue/api/schemas/payment';

export type PaymentMethodId = typeof PAYMENT_METHOD_BLIK | typeof PAYMENT_METHOD_TRANSFER;

/** What the user chose in `PaymentMethodFields`; `blikCode` only matters with BLIK (509). */
export type PaymentMethodValue = { methodId: PaymentMethodId | null; blikCode: string };

export const EMPTY_PAYMENT_METHOD: PaymentMethodValue = { methodId: null, blikCode: '' };

/**
 * Field errors as i18n keys of the `booking` namespace (e.g. `payment.validation.blikCode`), not
 * translated text: `PaymentMethodFields` translates them itself, so a form can store the result
 * and still switch language; a form-level summary translates with `t(key)` from
 * `useTranslation('booking')`.
 */
export type PaymentMethodErrors = { method?: string; blikCode?: string };

const BLIK_CODE = /^\d{6}$/;

export function isBlikCodeComplete(code: string): boolean {
  return BLIK_CODE.test(code);
}

/** Spec §5/§8: a method must be chosen; BLIK needs its 6-digit code. Empty object = valid. */
export function validatePaymentMethod(value: PaymentMethodValue): PaymentMethodErrors {
  if (value.methodId === null) return { method: 'payment.validation.methodRequired' };
  if (value.methodId === PAYMENT_METHOD_BLIK && !isBlikCodeComplete(value.blikCode)) {
    return { blikCode: 'payment.validation.blikCode' };
  }
  return {};
}

export function hasPaymentMethodErrors(errors: PaymentMethodErrors): boolean {
  return errors.method !== undefined || errors.blikCode !== undefined;
}

/** Keeps digits only, at most six: what a pasted "777 123" or "777-123" should become. */
export function normalizeBlikCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** The payment request's method fields; no code is sent with a transfer. */
export function methodFields(value: PaymentMethodValue & { methodId: PaymentMethodId }): {
  method_id: PaymentMethodId;
  blik_code?: string;
} {
  return value.methodId === PAYMENT_METHOD_BLIK ? { method_id: value.methodId, blik_code: value.blikCode } : { method_id: value.methodId };
}
