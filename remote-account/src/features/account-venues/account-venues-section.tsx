import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VenueSummary } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { ErrorState, LoadingState, type Load } from '@venue/ui';
import { AccountSection } from '../your-account/lib/account-section';
import { Badge } from '../your-account/lib/badge';
import { venueAddressLine } from './venue-address';

export const ACCOUNT_VENUES_ID = 'your-venues';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const VenueLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface AccountVenuesSectionProps {
  /** Every venue of the platform (names and cities); loaded once for the whole page. */
  readonly venues: Load<readonly VenueSummary[]>;
}

/** "Your venues": where the user has a profile (made by a first booking), each opening its reservation page. */
export function AccountVenuesSection({ venues }: AccountVenuesSectionProps) {
  const { t } = useTranslation('account');
  const user = useAuthStore((state) => state.user);
  const profiles = user?.user_venue_profiles ?? [];
  const { state } = venues;

  const body = (() => {
    if (state.status === 'loading') return <LoadingState />;
    if (state.status === 'error') {
      return <ErrorState message={t('accountVenues.loadFailed')} onRetry={venues.reload} retrying={venues.reloading} />;
    }
    if (profiles.length === 0) {
      return (
        <>
          <p>{t('accountVenues.empty')}</p>
          {state.data.length > 0 && (
            <nav aria-labelledby={`${ACCOUNT_VENUES_ID}-book-at`}>
              <p id={`${ACCOUNT_VENUES_ID}-book-at`}>{t('accountVenues.bookAt')}</p>
              <Suggestions>
                {state.data.map((venue) => (
                  <li key={venue.id}>
                    <VenueLink to={paths.reservationVenue(venue.id)}>{venue.name}</VenueLink>
                  </li>
                ))}
              </Suggestions>
            </nav>
          )}
        </>
      );
    }
    const byId = new Map(state.data.map((venue) => [venue.id, venue]));
    return (
      <List>
        {profiles.map((profile) => {
          const venue = byId.get(profile.venue_id);
          return (
            <Item key={profile.id}>
              <Row>
                <VenueLink to={paths.reservationVenue(profile.venue_id)}>
                  {venue?.name ?? t('accountVenues.unknownVenue', { id: profile.venue_id })}
                </VenueLink>
                {profile.is_owner && <Badge $tone="info">{t('accountVenues.owner')}</Badge>}
              </Row>
              {venue && <Muted>{venueAddressLine(venue)}</Muted>}
            </Item>
          );
        })}
      </List>
    );
  })();

  return (
    <AccountSection id={ACCOUNT_VENUES_ID} title={t('accountVenues.title')}>
      {body}
    </AccountSection>
  );
}
