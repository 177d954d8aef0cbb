import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { Badge, ErrorState, LoadingState, PlainList, SectionCard, Text } from '@venue/ui';
import { useVenues } from '../../api/use-venues';
import { venueAddressLine } from './venue-address';

export const ACCOUNT_VENUES_ID = 'your-venues';

const List = styled(PlainList)`
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

const VenueLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Suggestions = styled(PlainList)`
  column-gap: ${({ theme }) => theme.space.md};
`;

/** "Your venues": where the user has a profile (made by a first booking), each opening its reservation page. */
export function AccountVenuesSection() {
  const { t } = useTranslation('account');
  const user = useAuthStore((state) => state.user);
  const profiles = user?.user_venue_profiles ?? [];
  // Every venue of the platform (names and cities), shared with the other sections of the page.
  const venues = useVenues();

  const body = (() => {
    const all = venues.data;
    if (all === undefined) {
      if (venues.error === undefined) return <LoadingState />;
      return <ErrorState message={t('accountVenues.loadFailed')} onRetry={() => void venues.mutate()} retrying={venues.isValidating} />;
    }
    if (profiles.length === 0) {
      return (
        <>
          <p>{t('accountVenues.empty')}</p>
          {all.length > 0 && (
            <nav aria-labelledby={`${ACCOUNT_VENUES_ID}-book-at`}>
              <p id={`${ACCOUNT_VENUES_ID}-book-at`}>{t('accountVenues.bookAt')}</p>
              <Suggestions $direction="row">
                {all.map((venue) => (
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
    const byId = new Map(all.map((venue) => [venue.id, venue]));
    return (
      <List $gap="sm">
        {profiles.map((profile) => {
          const venue = byId.get(profile.venue_id);
          return (
            <Item key={profile.id}>
              <Row>
                <VenueLink to={paths.reservationVenue(profile.venue_id)}>
                  {venue?.name ?? t('accountVenues.unknownVenue', { id: profile.venue_id })}
                </VenueLink>
                {profile.is_owner && <Badge tone="info">{t('accountVenues.owner')}</Badge>}
              </Row>
              {venue && (
                <Text as="span" variant="muted">
                  {venueAddressLine(venue)}
                </Text>
              )}
            </Item>
          );
        })}
      </List>
    );
  })();

  return (
    <SectionCard focusableHeading id={ACCOUNT_VENUES_ID} title={t('accountVenues.title')}>
      {body}
      {/* Every other venue is reached through the public directory. */}
      <p>
        <Link to={paths.venues()}>{t('accountVenues.findAnother')}</Link>
      </p>
    </SectionCard>
  );
}
