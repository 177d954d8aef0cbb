import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isApiError } from '@venue/api';
import { paths } from '@venue/routes';
import { EmptyState, ErrorState, LoadingState, PageLayout, Stack } from '@venue/ui';
import { getVenue, venueKey } from '../../api/venues';
import { TrainersList } from './components/trainers-list';

/** /trainers/:venueId: the venue's trainers with their availability, and booking a private lesson. */
export function TrainersPage() {
  const { t } = useTranslation('booking');
  const { venueId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(venueId) ? Number(venueId) : null;
  const venue = useSWR(id === null ? null : venueKey(id), ([, , venueId]) => getVenue(venueId));

  if (id === null || (isApiError(venue.error) && venue.error.status === 404)) {
    return (
      <PageLayout title={t('title.trainers')}>
        <EmptyState title={t('venue.notFound')} action={<Link to={paths.root()}>{t('venue.home')}</Link>} />
      </PageLayout>
    );
  }
  if (!venue.data) {
    return (
      <PageLayout title={t('title.trainers')}>
        {venue.error ? (
          <ErrorState message={t('venue.loadFailed')} onRetry={() => void venue.mutate()} retrying={venue.isValidating} />
        ) : (
          <LoadingState />
        )}
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('trainers.pageHeading', { venue: venue.data.name })}>
      <Stack $gap="lg">
        <div>
          <Link to={paths.reservationVenue(venue.data.id)}>{t('trainers.toVenue')}</Link>
        </div>
        <TrainersList venue={venue.data} />
      </Stack>
    </PageLayout>
  );
}
