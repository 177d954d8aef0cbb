import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import { paths } from '@venue/routes';
import { EmptyState, ErrorState, PageLayout, Stack } from '@venue/ui';
import { getVenue, venueKey } from '../api/venues';
import { CarnetListSkeleton } from '../components/loading-skeletons';
import { CarnetOffer } from '../features/carnets/carnet-offer';
import { VenueMenu } from '../features/reservation-venue/components/venue-menu';
import { VenueHeader } from '../features/reservation-venue/components/venue-header';

function parseVenueId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The carnets a venue sells: as the venue page's Passes tab (`asTab`: the venue's header and menu
 * around it) or as `/carnets/:venueId` (its own page, linking back to the venue).
 */
export function VenueCarnetsPage({ venueId, asTab = false }: { readonly venueId: string; readonly asTab?: boolean }) {
  const { t } = useTranslation('booking');
  const id = parseVenueId(venueId);
  const venue = useSWR(id === null ? null : venueKey(id), ([, , venueId]) => getVenue(venueId));
  const notFound = id === null || (isApiError(venue.error) && venue.error.status === 404);

  if (notFound) {
    return (
      <PageLayout title={t('venue.notFoundTitle')}>
        <EmptyState title={t('venue.notFound')} action={<Link to={paths.venues()}>{t('title.venues')}</Link>} />
      </PageLayout>
    );
  }

  if (!venue.data) {
    return (
      <PageLayout title={t('title.carnets')}>
        <Stack $gap="lg">
          {asTab && <VenueMenu venueId={venueId} />}
          {venue.error ? (
            <ErrorState message={t('venue.loadFailed')} onRetry={() => void venue.mutate()} retrying={venue.isValidating} />
          ) : (
            <CarnetListSkeleton label={t('carnets.loading')} />
          )}
        </Stack>
      </PageLayout>
    );
  }

  if (asTab) {
    return (
      <PageLayout title={venue.data.name}>
        <Stack $gap="lg">
          <VenueHeader venue={venue.data} />
          <VenueMenu venueId={venueId} />
          <CarnetOffer venue={venue.data} />
        </Stack>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={t('title.carnets')}>
      <Stack $gap="lg">
        <Link to={paths.reservationVenue(venue.data.id)}>{t('carnets.venueLink', { name: venue.data.name })}</Link>
        <CarnetOffer venue={venue.data} />
      </Stack>
    </PageLayout>
  );
}

/** `/carnets/:venueId` (public). */
export function CarnetsPage() {
  const { venueId = '' } = useParams();
  return <VenueCarnetsPage venueId={venueId} />;
}

/** The venue page's Passes tab. */
export function VenueCarnetsTab({ venueId }: { readonly venueId: string }) {
  return <VenueCarnetsPage venueId={venueId} asTab />;
}
