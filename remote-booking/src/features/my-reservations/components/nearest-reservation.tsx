import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@venue/api/schemas/reservation';
import { useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Card, Heading, Spinner, Text } from '@venue/ui';
import { formatVenueRange } from '../../../lib/venue-time';
import { nearestReservation } from '../../../lib/reservations/reservation-status';
import { PaymentBadge } from '../../../components/reservations/status-badges';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const DetailsLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** The next active reservation, whatever the filters below say; quiet when it cannot load. */
export function NearestReservation({ reservations, failed }: { reservations: readonly Reservation[] | undefined; failed: boolean }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const nearest = reservations ? nearestReservation(reservations) : null;
  return (
    <Section as="section" aria-labelledby="nearest-reservation-heading" data-testid="nearest-reservation">
      <Heading id="nearest-reservation-heading">{t('myReservations.nearest.title')}</Heading>
      {!reservations && !failed && <Spinner label={t('myReservations.nearest.loading')} />}
      {!reservations && failed && <Text variant="muted">{t('myReservations.nearest.unavailable')}</Text>}
      {reservations && !nearest && <Text variant="muted">{t('myReservations.nearest.none')}</Text>}
      {nearest && (
        <>
          <p>
            <strong>{nearest.sport_object_name}</strong> · {nearest.venue_name}
          </p>
          <p>{formatVenueRange(nearest.start_time, nearest.end_time, nearest.venue_timezone, language)}</p>
          <div>
            <PaymentBadge status={nearest.payment_status} />
          </div>
          <DetailsLink to={paths.reservationDetails(nearest.venue_id, nearest.id)}>{t('myReservations.nearest.details')}</DetailsLink>
        </>
      )}
    </Section>
  );
}
