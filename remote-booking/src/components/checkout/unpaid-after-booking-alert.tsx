import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Reservation } from '@venue/api/schemas/reservation';
import { paths } from '@venue/routes';
import { Alert, Stack } from '@venue/ui';

export interface UnpaidAfterBookingAlertProps {
  /** `useStartPayment().error`; nothing is shown without it. */
  readonly error: string | null;
  readonly venueId: number;
  /** The reservation made before the payment failed; null when nothing was booked yet. */
  readonly reservation: Reservation | null;
  /** The flow's "booked, not paid yet" sentence. */
  readonly unpaid: ReactNode;
  /** The name of the link to the reservation's details. */
  readonly detailsLabel: ReactNode;
}

/** Why the payment failed and, when the booking was already made, that it waits unpaid, with a link to it. */
export function UnpaidAfterBookingAlert({ error, venueId, reservation, unpaid, detailsLabel }: UnpaidAfterBookingAlertProps) {
  if (!error) return null;
  return (
    <Alert>
      <Stack $gap="sm" $align="flex-start">
        <span>{error}</span>
        {reservation && (
          <span>
            {unpaid} <Link to={paths.reservationDetails(venueId, reservation.id)}>{detailsLabel}</Link>
          </span>
        )}
      </Stack>
    </Alert>
  );
}
