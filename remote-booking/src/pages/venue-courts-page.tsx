import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '@venue/api';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { EmptyState, ErrorState, PageLayout, Stack } from '@venue/ui';
import { AddressText } from '../components/address-text';
import { CourtsSkeleton } from '../components/loading-skeletons';
import { getVenue, venueKey } from '../api/venues';
import { CourtsFlow } from '../features/courts/components/courts-flow';
import { VenueMenu } from '../features/reservation-venue/components/venue-menu';
import { VenueRules } from '../features/reservation-venue/components/venue-rules';

const Address = styled.p`
  margin-top: -${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function parseVenueId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** /reservation/:venueId/courts: the venue's name and address, its menu, the courts flow and its booking rules. */
export function VenueCourtsPage({ venueId }: { readonly venueId: string }) {
  const { t } = useTranslation('booking');
  const id = parseVenueId(venueId);
  const venue = useSWR(id === null ? null : venueKey(id), ([, , venueId]) => getVenue(venueId));
  const signedIn = useAuthStore((state) => state.user !== null);
  const notFound = id === null || (isApiError(venue.error) && venue.error.status === 404);

  if (notFound) {
    return (
      <PageLayout title={t('courts.venue.notFoundTitle')}>
        <EmptyState
          title={t('courts.venue.notFound')}
          description={t(signedIn ? 'courts.venue.notFoundHint' : 'courts.venue.notFoundHintVisitor')}
          action={
            // "My reservations" needs an account: a visitor gets the start page and signing in.
            signedIn ? (
              <Link to={paths.myReservations()}>{t('courts.done.myReservations')}</Link>
            ) : (
              <Stack $direction="row" $gap="md" $wrap>
                <Link to={paths.root()}>{t('courts.venue.home')}</Link>
                <Link to={paths.login()}>{t('courts.venue.signIn')}</Link>
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
        <Stack $gap="lg">
          <VenueMenu venueId={venueId} />
          {venue.error ? (
            <ErrorState message={t('courts.venue.loadFailed')} onRetry={() => void venue.mutate()} retrying={venue.isValidating} />
          ) : (
            <CourtsSkeleton />
          )}
        </Stack>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={venue.data.name}>
      <Stack $gap="lg">
        <Address>
          <AddressText
            text={venue.data.address.includes(venue.data.city) ? venue.data.address : `${venue.data.address}, ${venue.data.city}`}
          />
        </Address>
        <VenueMenu venueId={venueId} />
        <CourtsFlow venue={venue.data} />
        <VenueRules rules={venue.data.fair_use} />
      </Stack>
    </PageLayout>
  );
}
