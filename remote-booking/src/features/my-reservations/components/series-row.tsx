import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Card, VisuallyHidden } from '@venue/ui';
import type { SeriesSummary } from '../group-series';
import { formatWeekdayTime } from '../reservation-format';

const Row = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-size: ${({ theme }) => theme.font.sizeMd};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SeriesLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** One weekly series: court, when it plays, how many occurrences and how many still to pay. */
export function SeriesRow({ series }: { series: SeriesSummary }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const { first } = series;
  const when = formatWeekdayTime(first.start_time, first.venue_timezone, language);
  return (
    <li>
      <Row data-series-id={series.parentId}>
        <div>
          <Title>
            {first.sport_object_name} · {first.venue_name}
          </Title>
          <Muted>{t('myReservations.series.weekly', { when })}</Muted>
          <p>
            {t('myReservations.series.occurrences', { count: series.occurrences })}
            {' · '}
            {t('myReservations.series.unpaid', { count: series.unpaid })}
          </p>
        </div>
        <SeriesLink to={paths.myReservationsRecurring(series.parentId)}>
          {t('myReservations.series.open')}
          <VisuallyHidden>
            {': '}
            {first.sport_object_name}, {when}
          </VisuallyHidden>
        </SeriesLink>
      </Row>
    </li>
  );
}
