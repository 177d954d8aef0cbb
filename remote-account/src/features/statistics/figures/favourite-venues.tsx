import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { PlayStatistics } from '@venue/api/schemas/statistics';
import { useLanguage } from '@venue/i18n';
import { PlainList, SectionCard, Text } from '@venue/ui';
import { reservationsBehind } from '../reservations-link';
import { hoursText } from './number-words';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

/** The month's favourite venues, most played first; each count links to its reservations there. */
export function FavouriteVenues({ statistics }: { readonly statistics: PlayStatistics }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  return (
    <SectionCard title={t('statistics.venues.title')} level={2}>
      {statistics.favourite_venues.length === 0 ? (
        <Text variant="muted">{t('statistics.venues.none')}</Text>
      ) : (
        <PlainList>
          {statistics.favourite_venues.map((venue) => (
            <Row key={venue.venue_id}>
              <span>
                <strong>{venue.venue_name}</strong>, {venue.city}
              </span>
              <span>
                <Link to={reservationsBehind({ range: statistics.range, venueId: venue.venue_id })}>
                  {t('statistics.reservations', { count: venue.count })}
                </Link>
                {' · '}
                {hoursText(t, venue.minutes_played, language)}
              </span>
            </Row>
          ))}
        </PlainList>
      )}
    </SectionCard>
  );
}
