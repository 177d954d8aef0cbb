import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ReservationPaymentDisplay, ReservationState } from '@venue/api/schemas/reservation';
import type { ThemeColors } from '@venue/ui';

type Tone = keyof Pick<ThemeColors, 'success' | 'warning' | 'danger' | 'info' | 'borderStrong'>;

const PAYMENT_TONE: Record<ReservationPaymentDisplay, Tone> = {
  paid: 'success',
  unpaid: 'warning',
  pending: 'info',
  pending_online: 'warning',
  // Not green: the money went back, nothing is paid any more.
  refunded: 'info',
};

const STATE_TONE: Record<ReservationState, Tone> = {
  active: 'success',
  cancelled: 'borderStrong',
  cancelled_not_on_time: 'danger',
};

// The text keeps the body colour (AA in both themes); the tone shows in the border and dot only,
// so the label, not the colour, carries the meaning.
const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.text};
  /* Long labels ("Скасоване із запізненням") wrap on a phone rather than overflow the card. */
  max-width: 100%;
  overflow-wrap: anywhere;

  &::before {
    flex: none;
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

export function PaymentBadge({ status }: { status: ReservationPaymentDisplay }) {
  const { t } = useTranslation('booking');
  return (
    <Badge $tone={PAYMENT_TONE[status]} data-payment-status={status}>
      {t(`myReservations.paymentStatus.${status}`)}
    </Badge>
  );
}

export function StateBadge({ state }: { state: ReservationState }) {
  const { t } = useTranslation('booking');
  return (
    <Badge $tone={STATE_TONE[state]} data-state={state}>
      {t(`myReservations.state.${state}`)}
    </Badge>
  );
}
