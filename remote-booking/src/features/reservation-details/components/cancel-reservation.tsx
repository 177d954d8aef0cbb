import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import type { CancellationPreview, Reservation } from '@venue/api/schemas/reservation';
import { useLanguage } from '@venue/i18n';
import { Button, ConfirmQuestion, useReturnFocus } from '@venue/ui';
import { cancelReservation } from '../../../api/reservations';
import { consequenceMessage } from '../cancellation-text';

export interface CancelReservationProps {
  readonly reservation: Reservation & { cancellation: CancellationPreview };
  /** The reservation as the server left it, with the preview the user agreed to. */
  readonly onCancelled: (updated: Reservation, agreed: CancellationPreview) => void;
}

/**
 * "Cancel" opens an inline confirmation that says what cancelling now costs or returns (free
 * until …, refund to the wallet, or late: no refund / the venue may charge) before anything
 * happens. Escape or "Keep" closes it and puts focus back on the button that opened it.
 */
export function CancelReservation({ reservation, onCancelled }: CancelReservationProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { openerRef, returnFocus } = useReturnFocus();
  const preview = reservation.cancellation;
  const late = preview.outcome === 'cancelled_not_on_time';
  const consequence = consequenceMessage(preview, reservation, language);

  const close = () => {
    setOpen(false);
    setError(null);
    returnFocus();
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const updated = await cancelReservation(reservation.id);
      onCancelled(updated, preview);
    } catch (failure) {
      setError(
        t(
          isApiError(failure) && failure.code === 'NOT_CANCELLABLE'
            ? 'reservationDetails.cancel.notCancellable'
            : 'reservationDetails.cancel.failed',
        ),
      );
      setPending(false);
    }
  };

  if (!open) {
    return (
      <Button ref={openerRef} variant="secondary" onClick={() => setOpen(true)}>
        {t('reservationDetails.cancel.open')}
      </Button>
    );
  }

  return (
    <ConfirmQuestion
      id="cancel-confirm"
      question={t(late ? 'reservationDetails.cancel.titleLate' : 'reservationDetails.cancel.title')}
      error={error}
      confirmLabel={t(late ? 'reservationDetails.cancel.confirmLate' : 'reservationDetails.cancel.confirm')}
      keepLabel={t('reservationDetails.cancel.keep')}
      pending={pending}
      onConfirm={() => void confirm()}
      onKeep={close}
    >
      <p>{t(consequence.key, consequence.params)}</p>
      {preview.consequence === 'refund_to_wallet' && reservation.service_fee > 0 && <p>{t('reservationDetails.cancel.feeNotRefunded')}</p>}
      {/* Release and resell: the court booked again for the whole time gives the money back (backend resale-refund). */}
      {preview.consequence === 'no_refund' && <p>{t('reservationDetails.cancel.mayComeBack')}</p>}
    </ConfirmQuestion>
  );
}
