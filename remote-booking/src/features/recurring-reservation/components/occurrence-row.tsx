import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@venue/api/schemas/reservation';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Card, Checkbox } from '@venue/ui';
import { formatVenueRange } from '../../../lib/venue-time';
import { PaymentBadge, StateBadge } from '../../../components/reservations/status-badges';
import { occurrencePrice } from '../series-selection';

const Row = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding-block: ${({ theme }) => theme.space.sm};
  }
`;

const When = styled.p`
  padding-block: 10px;
  padding-inline-start: 44px;
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface OccurrenceRowProps {
  readonly occurrence: Reservation;
  /** Null when the occurrence cannot be paid (paid, cancelled, past or being paid). */
  readonly selection: { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean } | null;
}

/** One date of the series: when, its state and payment, its price and, if payable, a checkbox. */
export function OccurrenceRow({ occurrence, selection }: OccurrenceRowProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const when = formatVenueRange(occurrence.start_time, occurrence.end_time, occurrence.venue_timezone, language);
  return (
    <li>
      <Row data-reservation-id={occurrence.id}>
        {selection ? (
          <Checkbox
            label={when}
            checked={selection.checked}
            disabled={selection.disabled}
            onChange={(event) => selection.onChange(event.target.checked)}
          />
        ) : (
          <When>{when}</When>
        )}
        <Side>
          <StateBadge state={occurrence.state} />
          {/* A cancelled date holds nothing to pay: only money that was paid (or refunded) is shown. */}
          {(occurrence.state === 'active' || occurrence.payment_status === 'paid' || occurrence.payment_status === 'refunded') && (
            <PaymentBadge status={occurrence.payment_status} />
          )}
          <span>{t('recurringReservation.price', { amount: formatMoney(occurrencePrice(occurrence), language) })}</span>
        </Side>
      </Row>
    </li>
  );
}
