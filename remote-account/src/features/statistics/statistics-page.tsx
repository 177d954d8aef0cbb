import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { PlayStatistics } from '@venue/api/schemas/statistics';
import { useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { EmptyState, ErrorState, LoadingState, PageLayout, Stack, Text, primaryLinkStyles } from '@venue/ui';
import { getStatistics, statisticsKey } from '../../api/statistics';
import { TrendChart } from './charts/trend-chart';
import { RhythmHeatmap } from './charts/rhythm-heatmap';
import { FavouriteVenues } from './figures/favourite-venues';
import { HeadlineFigures } from './figures/headline-figures';
import { PlayStyle } from './figures/play-style';
import { MonthPicker } from './month-picker';
import { currentMonth, monthName, parseMonth } from './month';
import { SharePanel } from './share/share-panel';
import { ShareLinks } from './share/share-links';

const BookLink = styled(Link)`
  ${primaryLinkStyles}
`;

/** `/statistics?month=YYYY-MM`: one month of the player's play, each number a link to the reservations behind it. */
export function StatisticsPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  // Read once: "this month" must not move under the player while the page is open.
  const [latest] = useState(() => currentMonth());
  const month = parseMonth(params.get('month'), latest);
  const statistics = useSWR(statisticsKey(month), () => getStatistics(month), { keepPreviousData: true });
  const shown = statistics.data?.month === month ? statistics.data : undefined;

  const choose = (next: string) => setParams(next === latest ? {} : { month: next });

  return (
    <PageLayout title={t('title.statistics')}>
      <MonthPicker month={month} latest={latest} onChange={choose} />
      {statistics.error && !shown ? (
        <ErrorState message={t('statistics.loadFailed')} onRetry={() => void statistics.mutate()} retrying={statistics.isValidating} />
      ) : !shown ? (
        <LoadingState label={t('statistics.loading')} />
      ) : (
        <MonthStatistics statistics={shown} />
      )}
    </PageLayout>
  );
}

function MonthStatistics({ statistics }: { readonly statistics: PlayStatistics }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { totals } = statistics;
  const anyTrend = statistics.trend.months.some((m) => m.total > 0);
  if (totals.total === 0) {
    return (
      <Stack $gap="lg">
        <EmptyState
          title={t('statistics.empty.title', { month: monthName(statistics.month, language) })}
          description={t('statistics.empty.description')}
          action={<BookLink to={paths.venues()}>{t('statistics.empty.book')}</BookLink>}
        />
        {anyTrend && <TrendChart trend={statistics.trend} />}
        {/* The months before still make a card worth sharing (its trend). */}
        {anyTrend && <SharePanel month={statistics.month} />}
        <ShareLinks />
      </Stack>
    );
  }
  return (
    <Stack $gap="lg">
      <div>
        <HeadlineFigures statistics={statistics} />
        <Text variant="muted">{t('statistics.figures.byKind', totals.by_kind)}</Text>
      </div>
      <FavouriteVenues statistics={statistics} />
      <TrendChart trend={statistics.trend} />
      <RhythmHeatmap rhythm={statistics.rhythm} range={statistics.range} />
      <PlayStyle style={statistics.play_style} />
      <SharePanel month={statistics.month} />
      <ShareLinks />
    </Stack>
  );
}
