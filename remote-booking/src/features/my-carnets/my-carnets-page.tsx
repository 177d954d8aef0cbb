import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { paths } from '@venue/routes';
import { EmptyState, ErrorState, PageLayout, PlainList, Stack } from '@venue/ui';
import { listMyCarnets, myCarnetsKey } from '../../api/carnets';
import { CarnetListSkeleton } from '../../components/loading-skeletons';
import { TimezoneNote } from '../../components/reservations/timezone-note';
import { MyCarnetCard } from './components/my-carnet-card';

/** /my-carnets: the player's carnets, newest first, each with what is left and its history. */
export function MyCarnetsPage() {
  const { t } = useTranslation('booking');
  const carnets = useSWR(myCarnetsKey(), () => listMyCarnets());

  let content;
  if (carnets.error && !carnets.data) {
    content = <ErrorState message={t('myCarnets.loadFailed')} onRetry={() => void carnets.mutate()} retrying={carnets.isValidating} />;
  } else if (!carnets.data) {
    content = <CarnetListSkeleton label={t('myCarnets.loading')} />;
  } else if (carnets.data.length === 0) {
    content = (
      <EmptyState
        title={t('myCarnets.empty')}
        description={t('myCarnets.emptyHint')}
        action={<Link to={paths.venues()}>{t('myCarnets.findVenue')}</Link>}
      />
    );
  } else {
    content = (
      <Stack $gap="md">
        <TimezoneNote zones={carnets.data.map((carnet) => carnet.venue_timezone)} />
        <PlainList $gap="md">
          {carnets.data.map((carnet) => (
            <li key={carnet.id}>
              <MyCarnetCard carnet={carnet} />
            </li>
          ))}
        </PlainList>
      </Stack>
    );
  }

  return <PageLayout title={t('title.myCarnets')}>{content}</PageLayout>;
}
