import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Reservation } from '@venue/api/schemas/reservation';
import { timeZoneLabel, useLanguage } from '@venue/i18n';
import { Card } from '@venue/ui';
import { formatVenueRange } from '../../lib/venue-time';

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** What the link pays for: venue, court and the slot in the venue's time zone. */
export function ReservationCard({ reservation }: { readonly reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const zone = reservation.venue_timezone;
  return (
    <Card as="section" aria-labelledby="pay-by-link-reservation">
      <Title id="pay-by-link-reservation">{t('payByLink.reservation.title')}</Title>
      <List>
        <dt>{t('payByLink.reservation.venue')}</dt>
        <dd>{reservation.venue_name}</dd>
        <dt>{t('payByLink.reservation.court')}</dt>
        <dd>{reservation.sport_object_name}</dd>
        <dt>{t('payByLink.reservation.date')}</dt>
        <dd>{formatVenueRange(reservation.start_time, reservation.end_time, zone, language)}</dd>
      </List>
      <Note>
        {t('payByLink.reservation.timeZoneNote', { zone: `${timeZoneLabel(zone, language, new Date(reservation.start_time))} (${zone})` })}
      </Note>
    </Card>
  );
}
