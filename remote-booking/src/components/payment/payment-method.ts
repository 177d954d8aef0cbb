import { PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER, type PaymentMethodInfo } from '@venue/api/schemas/payment';

export type PaymentMethodId = typeof PAYMENT_METHOD_BLIK | typeof PAYMENT_METHOD_TRANSFER;

const KNOWN_METHODS: readonly PaymentMethodId[] = [PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER];

function isKnownMethod(id: number): id is PaymentMethodId {
  return (KNOWN_METHODS as readonly number[]).includes(id);
}

/**
 * The methods to offer from the gateway's answer for the venue (`POST /autopay/getmethods`): the
 * ones this app can pay with (spec §9: BLIK and transfer), in the answer's order, each once. A
 * gateway lists more (cards, other banks' buttons); the app has no flow for those.
 */
export function offeredMethods(answer: readonly PaymentMethodInfo[]): PaymentMethodId[] {
  const ids = answer.map((method) => method.id).filter(isKnownMethod);
  return [...new Set(ids)];
}

/** Which of the app's methods a venue offers, for wording "pay online" (unknown while loading: both). */
export type OfferedMethodsKind = 'both' | 'blik' | 'transfer';

export function offeredMethodsKind(offered: readonly PaymentMethodId[] | null): OfferedMethodsKind {
  if (offered?.length !== 1) return 'both';
  return offered[0] === PAYMENT_METHOD_BLIK ? 'blik' : 'transfer';
}

/** The value with a method the venue no longer offers dropped (the player chooses again). */
export function keepOffered(value: PaymentMethodValue, offered: readonly PaymentMethodId[]): PaymentMethodValue {
  return value.methodId === null || offered.includes(value.methodId) ? value : { ...value, methodId: null };
}

/**
 * What the user chose in `PaymentMethodFields`; `blikCode` only matters with BLIK (509);
 * `useWallet`: pay from the wallet first (`WalletOption`), the method pays what it leaves.
 */
export type PaymentMethodValue = { methodId: PaymentMethodId | null; blikCode: string; useWallet?: boolean };

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

/**
 * Spec §5/§8: a method must be chosen; BLIK needs its 6-digit code. Empty object = valid. No method
 * is needed when the wallet is chosen and covers everything (`walletPaysAll`, from `walletSplit`).
 */
export function validatePaymentMethod(value: PaymentMethodValue, walletPaysAll = false): PaymentMethodErrors {
  if (value.useWallet === true && walletPaysAll) return {};
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

/**
 * The payment request's method fields; no code is sent with a transfer, no method when the wallet
 * pays everything (the server answers 422 INSUFFICIENT_FUNDS if the balance fell short meanwhile).
 */
export function methodFields(
  value: PaymentMethodValue,
  walletPaysAll = false,
): {
  method_id?: PaymentMethodId;
  blik_code?: string;
  use_wallet?: true;
} {
  const wallet = value.useWallet === true ? ({ use_wallet: true } as const) : {};
  if (value.methodId === null || (value.useWallet === true && walletPaysAll)) return wallet;
  return value.methodId === PAYMENT_METHOD_BLIK
    ? { method_id: value.methodId, blik_code: value.blikCode, ...wallet }
    : { method_id: value.methodId, ...wallet };
}
