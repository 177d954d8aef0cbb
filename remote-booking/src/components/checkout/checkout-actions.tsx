import type { ReactNode } from 'react';
import { Button, Stack } from '@venue/ui';
import { PriceSummary, useOfferedMethodsKind, type PriceSummaryProps } from '../payment';
import { PayNowFields } from './pay-now-fields';
import { UnpaidAfterBookingAlert } from './unpaid-after-booking-alert';
import type { Checkout } from './use-checkout';

/** What the price summary shows besides what the checkout knows (the fee, on site, the wallet's part). */
export type CheckoutPrice = Pick<PriceSummaryProps, 'basePrice' | 'discount' | 'fromCarnet' | 'fromWallet' | 'basePriceLabel'>;

export interface CheckoutActionsProps {
  readonly checkout: Checkout;
  /** Prefix of the wallet and method controls' ids. */
  readonly fieldsId: string;
  /** Null: no price summary (a carnet pays it, as the review says). */
  readonly price: CheckoutPrice | null;
  /** The kind's notes under the price (cancellation, when to pay). */
  readonly children?: ReactNode;
  /** The kind's refusal (`CheckoutError`), read out with the payment's. */
  readonly error?: ReactNode;
  /** The kind's "booked, not paid yet" sentence and the name of the link to the booking. */
  readonly unpaid: string;
  readonly detailsLabel: string;
  /** Back to the choices (locked once booked). */
  readonly back: { readonly label: string; readonly onClick: () => void };
  /** The button before booking, e.g. "Zarezerwuj i zapłać"; after a failed payment it says `payAgainLabel`. */
  readonly submitLabel: string;
  readonly payAgainLabel: string;
}

/**
 * The footer of every book-and-pay screen: the wallet and BLIK / transfer when paid now, the price
 * with the fee, the kind's notes, what went wrong, and the back and book (or pay again) buttons.
 */
export function CheckoutActions({
  checkout,
  fieldsId,
  price,
  children,
  error,
  unpaid,
  detailsLabel,
  back,
  submitLabel,
  payAgainLabel,
}: CheckoutActionsProps) {
  const { busy, created, online, payMethod } = checkout;
  const methods = useOfferedMethodsKind(checkout.venueId);
  return (
    <>
      {checkout.payNow && <PayNowFields payNow={payMethod} id={fieldsId} disabled={busy} />}
      {price && (
        <PriceSummary
          fromWallet={payMethod.split.kind === 'none' ? 0 : payMethod.split.fromWallet}
          methods={methods}
          {...price}
          serviceFee={online && !payMethod.paysAll ? checkout.serviceFee : 0}
          onSite={!online && checkout.tender !== 'carnet'}
        />
      )}
      {children}
      <div aria-live="polite">
        {error}
        <UnpaidAfterBookingAlert error={checkout.paymentError} booked={created} unpaid={unpaid} detailsLabel={detailsLabel} />
      </div>
      <Stack $direction="row" $gap="sm" $wrap $justify="space-between">
        <Button variant="secondary" onClick={back.onClick} disabled={busy || created !== null}>
          {back.label}
        </Button>
        <Button onClick={() => void checkout.submit()} loading={busy} aria-disabled={checkout.blocked || undefined}>
          {created ? payAgainLabel : submitLabel}
        </Button>
      </Stack>
    </>
  );
}
