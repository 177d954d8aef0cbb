import { useState } from 'react';
import {
  EMPTY_PAYMENT_METHOD,
  PaymentMethodFields,
  WalletOption,
  hasPaymentMethodErrors,
  useWalletBalance,
  validatePaymentMethod,
  walletCoversAll,
  walletSplit,
  type PaymentMethodErrors,
  type PaymentMethodValue,
  type WalletSplit,
} from '../payment';

export interface PayNowInput {
  /** Whose online methods are offered. */
  readonly venueId: number;
  /** Grosze the wallet may pay (after any discount), without the fee. */
  readonly price: number;
  readonly serviceFee: number;
  /** Whether the wallet is offered at all; off, the balance is not even asked for. */
  readonly wallet: boolean;
}

export interface PayNow {
  readonly venueId: number;
  readonly method: PaymentMethodValue;
  readonly errors: PaymentMethodErrors;
  readonly price: number;
  readonly serviceFee: number;
  readonly wallet: boolean;
  readonly available: number | null;
  readonly split: WalletSplit;
  /** The wallet pays everything: no method is asked for and no fee is charged. */
  readonly paysAll: boolean;
  /** Any change clears the errors shown. */
  readonly change: (method: PaymentMethodValue) => void;
  /** Shows what is missing before paying; true when the payment can start. */
  readonly validate: () => boolean;
}

/** The method chosen for paying right after booking, its errors and what the wallet covers. */
export function usePayNow({ venueId, price, serviceFee, wallet }: PayNowInput): PayNow {
  const [method, setMethod] = useState<PaymentMethodValue>(EMPTY_PAYMENT_METHOD);
  const [errors, setErrors] = useState<PaymentMethodErrors>({});
  const available = useWalletBalance(wallet);
  const split = walletSplit({ price, serviceFee, available, useWallet: wallet && method.useWallet === true });
  const paysAll = walletCoversAll(split);
  return {
    venueId,
    method,
    errors,
    price,
    serviceFee,
    wallet,
    available,
    split,
    paysAll,
    change: (next) => {
      setMethod(next);
      setErrors({});
    },
    validate: () => {
      const found = validatePaymentMethod(method, paysAll);
      setErrors(found);
      return !hasPaymentMethodErrors(found);
    },
  };
}

export interface PayNowFieldsProps {
  readonly payNow: PayNow;
  /** Prefix of the control ids (see `WalletOption` and `PaymentMethodFields`). */
  readonly id: string;
  readonly disabled?: boolean;
}

/**
 * "Pay from the wallet" (when offered) and the venue's online methods (unless the wallet pays it
 * all), one under the other in the page's own layout, for a booking paid as soon as it is made.
 */
export function PayNowFields({ payNow, id, disabled = false }: PayNowFieldsProps) {
  const { method, errors, change } = payNow;
  return (
    <>
      {payNow.wallet && (
        <WalletOption
          id={id}
          venueId={payNow.venueId}
          price={payNow.price}
          serviceFee={payNow.serviceFee}
          available={payNow.available}
          checked={method.useWallet === true}
          onChange={(useWallet) => change({ ...method, useWallet })}
          disabled={disabled}
        />
      )}
      {!payNow.paysAll && (
        <PaymentMethodFields venueId={payNow.venueId} id={id} value={method} onChange={change} errors={errors} disabled={disabled} />
      )}
    </>
  );
}
