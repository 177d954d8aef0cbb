import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Booked } from './checkout-state';
import { Alert, Stack } from '@venue/ui';

export interface UnpaidAfterBookingAlertProps {
  /** `useStartPayment().error`; nothing is shown without it. */
  readonly error: string | null;
  /** What was booked before the payment failed; null when nothing was booked yet. */
  readonly booked: Booked | null;
  /** The flow's "booked, not paid yet" sentence. */
  readonly unpaid: ReactNode;
  /** The name of the link to the booking's details. */
  readonly detailsLabel: ReactNode;
}

/** Why the payment failed and, when the booking was already made, that it waits unpaid, with a link to it. */
export function UnpaidAfterBookingAlert({ error, booked, unpaid, detailsLabel }: UnpaidAfterBookingAlertProps) {
  if (!error) return null;
  return (
    <Alert>
      <Stack $gap="sm" $align="flex-start">
        <span>{error}</span>
        {booked && (
          <span>
            {unpaid} <Link to={booked.detailsPath}>{detailsLabel}</Link>
          </span>
        )}
      </Stack>
    </Alert>
  );
}
