import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SERVICE_FEE_GROSZE } from '@venue/api/schemas/reservation';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Alert, Button, Stack, VisuallyHidden } from '@venue/ui';
import type { PaymentFailure } from './payment-errors';
import {
  EMPTY_PAYMENT_METHOD,
  hasPaymentMethodErrors,
  validatePaymentMethod,
  type PaymentMethodErrors,
  type PaymentMethodValue,
} from './payment-method';
import { PaymentMethodFields, paymentMethodControlIds } from './payment-method-fields';
import { PriceSummary, priceTotal } from './price-summary';
import { useOfferedMethodsKind } from './use-payment-methods';
import { useStartPayment, type PaymentTarget, type StartPaymentOptions } from './use-start-payment';
import { WalletOption, useWalletBalance } from './wallet-option';
import { walletCoversAll, walletSplit } from './wallet-split';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface PaymentFormProps extends StartPaymentOptions {
  readonly target: PaymentTarget;
  /** Grosze before the discount. */
  readonly basePrice: number;
  readonly discount?: number;
  /** Defaults to the online fee of spec §9 (1,98 zł). */
  readonly serviceFee?: number;
  /** Defaults to "Zapłać {{amount}}" with the total. */
  readonly submitLabel?: string;
  /** Told after every failed attempt, e.g. to show an "already paid" page state. */
  readonly onFailure?: (failure: PaymentFailure) => void;
  /** Prefix of the control ids (see `PaymentMethodFields`). */
  readonly id?: string;
  /** Checked first on submit (e.g. the venue's regulations outside the form); false stops, the page shows why. */
  readonly beforePay?: () => boolean;
  /** The price line's name (see `PriceSummary`). */
  readonly basePriceLabel?: string;
}

/** Method, code, price breakdown and the pay button: all a simple "pay this" screen needs. */
export function PaymentForm({
  target,
  basePrice,
  discount = 0,
  serviceFee = SERVICE_FEE_GROSZE,
  submitLabel,
  onFailure,
  id,
  assign,
  beforePay,
  basePriceLabel,
}: PaymentFormProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const generated = useId().replace(/:/g, '');
  const prefix = id ?? `payment-form-${generated}`;
  const [method, setMethod] = useState<PaymentMethodValue>(EMPTY_PAYMENT_METHOD);
  const [errors, setErrors] = useState<PaymentMethodErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const { startPayment, pending, redirecting, error } = useStartPayment({
    ...(assign ? { assign } : {}),
    ...(onFailure ? { onFailure } : {}),
  });
  // Pay-by-link offers no wallet: it is the owner's, and the payer may be anyone.
  const available = useWalletBalance(target.kind !== 'link');
  const price = Math.max(0, basePrice - discount);
  const split = walletSplit({ price, serviceFee, available, useWallet: method.useWallet === true });
  const paysAll = walletCoversAll(split);
  const fee = paysAll ? 0 : serviceFee;
  const total = priceTotal({ basePrice, discount, serviceFee: fee });
  const methods = useOfferedMethodsKind(target.venueId);

  const change = (next: PaymentMethodValue) => {
    setMethod(next);
    // Errors follow the fix once the user has tried to pay, not while they first fill in.
    if (submitted)
      setErrors(
        validatePaymentMethod(next, walletCoversAll(walletSplit({ price, serviceFee, available, useWallet: next.useWallet === true }))),
      );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validatePaymentMethod(method, paysAll);
    setErrors(found);
    if (beforePay && !beforePay()) return;
    if (hasPaymentMethodErrors(found)) {
      const ids = paymentMethodControlIds(prefix);
      // The first method offered (a venue may take transfers alone), or the BLIK code.
      const first = document.getElementById(ids.blik) ?? document.getElementById(ids.transfer);
      (found.method ? first : document.getElementById(ids.blikCode))?.focus();
      return;
    }
    await startPayment(target, method, paysAll);
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      {target.kind !== 'link' && (
        <WalletOption
          id={prefix}
          venueId={target.venueId}
          price={price}
          serviceFee={serviceFee}
          available={available}
          checked={method.useWallet === true}
          onChange={(useWallet) => change({ ...method, useWallet })}
          disabled={pending}
        />
      )}
      {!paysAll && (
        <PaymentMethodFields venueId={target.venueId} id={prefix} value={method} onChange={change} errors={errors} disabled={pending} />
      )}
      <PriceSummary
        basePrice={basePrice}
        discount={discount}
        serviceFee={fee}
        fromWallet={split.kind === 'none' ? 0 : split.fromWallet}
        methods={methods}
        {...(basePriceLabel ? { basePriceLabel } : {})}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Stack $gap="sm" $align="flex-start">
        <Button type="submit" loading={pending}>
          {submitLabel ??
            (paysAll
              ? t('payment.wallet.payFromWallet', { amount: formatMoney(total, language) })
              : t('payment.pay', { amount: formatMoney(total, language) }))}
        </Button>
        <VisuallyHidden role="status">{pending ? t(redirecting ? 'payment.redirecting' : 'payment.paying') : ''}</VisuallyHidden>
      </Stack>
    </Form>
  );
}
