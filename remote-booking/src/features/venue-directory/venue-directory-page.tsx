import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import useSWR from 'swr';
import { Button, EmptyState, ErrorState, LoadingState, PageLayout, PlainList, Stack } from '@venue/ui';
import { listVenues, venuesKey } from '../../api/venues';
import { DirectoryFilters } from './components/directory-filters';
import { VenueCard } from './components/venue-card';
import { citiesOf, filterVenues, sportsOf, type DirectoryFilters as Filters } from './logic/filter-venues';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled(PlainList)`
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  }
`;

/** The filters live in the address (`?q=&city=&sport=`), so a search can be shared and Back returns to it. */
function useDirectoryFilters(): [Filters, (next: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = { query: params.get('q') ?? '', city: params.get('city') ?? '', sport: params.get('sport') ?? '' };
  const setFilters = (next: Filters) => {
    const entries = Object.entries({ q: next.query, city: next.city, sport: next.sport }).filter(([, value]) => value !== '');
    // Typing replaces the entry: one Back leaves the directory, not one letter.
    setParams(new URLSearchParams(entries), { replace: true });
  };
  return [filters, setFilters];
}

/** /venues: every venue, searchable by name and filtered by city and sport; open to visitors. */
export function VenueDirectoryPage() {
  const { t } = useTranslation('booking');
  const venues = useSWR(venuesKey(), () => listVenues());
  const [filters, setFilters] = useDirectoryFilters();
  const all = venues.data;
  // A handful of venues: filtering on every render costs nothing.
  const shown = all ? filterVenues(all, filters) : [];

  return (
    <PageLayout title={t('title.venues')} width="wide">
      <Stack $gap="lg">
        <Intro>{t('venueDirectory.intro')}</Intro>
        {!all ? (
          venues.error ? (
            <ErrorState message={t('venueDirectory.loadFailed')} onRetry={() => void venues.mutate()} retrying={venues.isValidating} />
          ) : (
            <LoadingState />
          )
        ) : all.length === 0 ? (
          <EmptyState title={t('venueDirectory.noVenues')} />
        ) : (
          <>
            <DirectoryFilters filters={filters} cities={citiesOf(all)} sports={sportsOf(all)} onChange={setFilters} />
            <p role="status">{t('venueDirectory.count', { count: shown.length })}</p>
            {shown.length === 0 ? (
              <EmptyState
                title={t('venueDirectory.emptyTitle')}
                description={t('venueDirectory.emptyHint')}
                action={
                  <Button variant="secondary" onClick={() => setFilters({ query: '', city: '', sport: '' })}>
                    {t('venueDirectory.reset')}
                  </Button>
                }
              />
            ) : (
              <Grid $gap="md">
                {shown.map((venue) => (
                  <li key={venue.id}>
                    <VenueCard venue={venue} />
                  </li>
                ))}
              </Grid>
            )}
          </>
        )}
      </Stack>
    </PageLayout>
  );
}
