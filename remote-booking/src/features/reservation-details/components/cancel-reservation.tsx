import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import type { CancellationPreview, Reservation } from '@venue/api/schemas/reservation';
import { useLanguage } from '@venue/i18n';
import { Alert, Button, Card, Heading, Stack } from '@venue/ui';
import { cancelReservation } from '../../../api/reservations';
import { consequenceMessage } from '../cancellation-text';

const Confirm = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  border-color: ${({ theme }) => theme.colors.danger};
`;

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
  // Set on close: the opener is rendered again only once the confirmation is gone.
  const returnFocus = useRef(false);
  const opener = useCallback((node: HTMLButtonElement | null) => {
    if (node && returnFocus.current) {
      returnFocus.current = false;
      node.focus();
    }
  }, []);
  const heading = useRef<HTMLHeadingElement>(null);
  const preview = reservation.cancellation;
  const late = preview.outcome === 'cancelled_not_on_time';
  const consequence = consequenceMessage(preview, reservation, language);

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(null);
    returnFocus.current = true;
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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      close();
    }
  };

  if (!open) {
    return (
      <Button ref={opener} variant="secondary" onClick={() => setOpen(true)}>
        {t('reservationDetails.cancel.open')}
      </Button>
    );
  }

  return (
    <Confirm as="section" aria-labelledby="cancel-confirm-heading" onKeyDown={onKeyDown} data-testid="cancel-confirm">
      <Heading level={3} size="lg" id="cancel-confirm-heading" ref={heading} tabIndex={-1}>
        {t(late ? 'reservationDetails.cancel.titleLate' : 'reservationDetails.cancel.title')}
      </Heading>
      <p>{t(consequence.key, consequence.params)}</p>
      {preview.consequence === 'refund_to_wallet' && reservation.service_fee > 0 && <p>{t('reservationDetails.cancel.feeNotRefunded')}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      <Stack $direction="row" $gap="sm" $wrap>
        <Button variant="danger" loading={pending} onClick={confirm}>
          {t(late ? 'reservationDetails.cancel.confirmLate' : 'reservationDetails.cancel.confirm')}
        </Button>
        <Button variant="ghost" onClick={close} disabled={pending}>
          {t('reservationDetails.cancel.keep')}
        </Button>
      </Stack>
    </Confirm>
  );
}
