import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@venue/i18n';
import { EmptyState, ErrorState, PlainList, SectionCard, Text, focusSectionHeading } from '@venue/ui';
import { listStatement, statementKey } from '../../api/wallet';
import { WALLET_TIME_ZONE } from '../../lib/wallet-dates';
import { HistoryFiltersForm } from './components/history-filters-form';
import { HistoryPager } from './components/history-pager';
import { HistorySkeleton } from './components/history-skeleton';
import { TimezoneNote } from './components/timezone-note';
import { StatementRow } from './components/statement-row';
import {
  HISTORY_PAGE_SIZE,
  activeFilterCount,
  historyFiltersToParams,
  historyQuery,
  isRangeValid,
  pageCount,
  parseHistoryFilters,
  type HistoryFilters,
} from './history-filters';
import { useVenueOptions } from './use-venue-options';

export const HISTORY_ID = 'wallet-history';

const Rows = styled(PlainList)`
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The wallet's history as the player's statement: one row per thing they did (a booking paid, a
 * carnet bought, a withdrawal, a refund), the ledger entries behind it under "Szczegóły"; filtered
 * by type, days and venue, a page at a time (paged on the server); the filters and the page live in the URL.
 */
export function HistorySection() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  // Read once: the quick ranges must not move under the user while the page is open.
  const [today] = useState(() => todayIn(WALLET_TIME_ZONE));
  const filters = parseHistoryFilters(params);
  const valid = isRangeValid(filters);
  const query = historyQuery(filters);
  // The previous page stays on screen (dimmed) while the next one loads: no jump to a skeleton.
  const log = useSWR(valid ? statementKey(query) : null, () => listStatement(query), { keepPreviousData: true });
  const items = log.data?.items ?? [];
  const venues = useVenueOptions(items, filters.venueId);

  const update = (next: HistoryFilters) => setParams(historyFiltersToParams(next), { replace: true });
  const goToPage = (page: number) => {
    // A new page is a new place to read: kept in history for the back button, read from its top.
    setParams(historyFiltersToParams({ ...filters, page }));
    focusSectionHeading(HISTORY_ID);
  };

  // With the previous answer kept, `isLoading` says the one for these filters is still on its way.
  const loading = log.isLoading;
  const zones = [
    WALLET_TIME_ZONE,
    ...items.flatMap((item) => (item.reservation_start_time && item.venue_timezone ? [item.venue_timezone] : [])),
  ];

  let content;
  if (!valid) {
    content = <Text variant="muted">{t('history.filters.fixRange')}</Text>;
  } else if (log.error !== undefined && log.data === undefined) {
    content = <ErrorState message={t('history.loadFailed')} onRetry={() => void log.mutate()} retrying={log.isValidating} />;
  } else if (log.data === undefined) {
    content = <HistorySkeleton label={t('history.loading')} />;
  } else if (log.data.total === 0) {
    content =
      activeFilterCount(filters) > 0 ? (
        <EmptyState title={t('history.emptyFiltered')} />
      ) : (
        <EmptyState title={t('history.empty.title')} description={t('history.empty.description')} />
      );
  } else {
    content = (
      <>
        <Text role="status">{t('history.count', { count: log.data.total })}</Text>
        <Rows $gap="sm" aria-label={t('history.title')} aria-busy={loading || undefined}>
          {log.data.items.map((item) => (
            <StatementRow key={item.id} item={item} />
          ))}
        </Rows>
        <HistoryPager page={filters.page} pages={pageCount(log.data.total, HISTORY_PAGE_SIZE)} onPage={goToPage} />
        <TimezoneNote zones={zones} />
      </>
    );
  }

  return (
    <SectionCard focusableHeading id={HISTORY_ID} title={t('history.title')}>
      <Body>
        <HistoryFiltersForm filters={filters} today={today} venues={venues} onChange={update} />
        {content}
      </Body>
    </SectionCard>
  );
}
