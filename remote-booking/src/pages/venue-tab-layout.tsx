import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '@venue/api';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { EmptyState, ErrorState, PageLayout, Stack } from '@venue/ui';
import { CourtsSkeleton } from '../components/loading-skeletons';
import { getVenue, venueKey } from '../api/venues';
import { VenueMenu } from '../features/reservation-venue/components/venue-menu';
import { VenueRules } from '../features/reservation-venue/components/venue-rules';
import { VENUE_RULES_ID, VenueHeader } from '../features/reservation-venue/components/venue-header';

// Closer on a phone, where every pixel above the slots pushes the first one below the fold.
const TabStack = styled(Stack)`
  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/** The venue id of the address, or null when it cannot be one (nothing is asked then). */
export function parseVenueId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

interface Props {
  readonly venueId: string;
  /** The tab's own content once the venue is known. */
  readonly children: (venue: VenueDetail) => ReactNode;
  /** Shown while the venue loads, in the shape of the tab's content. */
  readonly skeleton?: ReactNode;
}

/**
 * What every venue tab shows around its content: the venue's name and facts (address, map, hours,
 * sports, key rules), its menu, and its booking rules; an unknown venue says so.
 */
export function VenueTabLayout({ venueId, children, skeleton = <CourtsSkeleton /> }: Props) {
  const { t } = useTranslation('booking');
  const id = parseVenueId(venueId);
  const venue = useSWR(id === null ? null : venueKey(id), ([, , venueId]) => getVenue(venueId));
  const signedIn = useAuthStore((state) => state.user !== null);
  const notFound = id === null || (isApiError(venue.error) && venue.error.status === 404);

  if (notFound) {
    return (
      <PageLayout title={t('venue.notFoundTitle')}>
        <EmptyState
          title={t('venue.notFound')}
          description={t(signedIn ? 'venue.notFoundHint' : 'venue.notFoundHintVisitor')}
          action={
            // "My reservations" needs an account: a visitor gets the start page and signing in.
            signedIn ? (
              <Link to={paths.myReservations()}>{t('title.myReservations')}</Link>
            ) : (
              <Stack $direction="row" $gap="md" $wrap>
                <Link to={paths.root()}>{t('venue.home')}</Link>
                <Link to={paths.login()}>{t('venue.signIn')}</Link>
              </Stack>
            )
          }
        />
      </PageLayout>
    );
  }

  if (!venue.data) {
    return (
      <PageLayout title={t('title.reservationVenue')}>
        <TabStack $gap="md">
          <VenueMenu venueId={venueId} />
          {venue.error ? (
            <ErrorState message={t('venue.loadFailed')} onRetry={() => void venue.mutate()} retrying={venue.isValidating} />
          ) : (
            skeleton
          )}
        </TabStack>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={venue.data.name}>
      <TabStack $gap="md">
        <VenueHeader venue={venue.data} />
        <VenueMenu venueId={venueId} />
        {children(venue.data)}
        <VenueRules id={VENUE_RULES_ID} rules={venue.data.fair_use} />
      </TabStack>
    </PageLayout>
  );
}
